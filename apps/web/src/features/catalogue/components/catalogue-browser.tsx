// Add products: browse brands → categories → sub-categories → products, or search (spec 000 §3 "Product").
import {
  Badge,
  Button,
  Chip,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Select,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { Product } from "@portal/contract";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useBrands } from "../api/list-brands.ts";
import { type ProductFilter, useCatalogueProducts } from "../api/list-products.ts";

export type CatalogueBrowserProps = {
  opened: boolean;
  /** Only this supplier's products (a purchase order's); all the account's suppliers when left out. */
  manufacturerId?: number;
  adding: boolean;
  onClose: () => void;
  onAdd: (product: Product) => void;
};

export function CatalogueBrowser({ opened, manufacturerId, adding, onClose, onAdd }: CatalogueBrowserProps) {
  const { t } = useTranslation();
  const brands = useBrands(manufacturerId ?? null);
  const [brandId, setBrandId] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [subCategoryId, setSubCategoryId] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);

  const brand = brands.data?.find((item) => item.brandId === brandId) ?? null;
  const subCategories = brand?.subCategories.filter((sub) => sub.categoryId === categoryId) ?? [];
  const filter: ProductFilter = debounced
    ? { search: debounced }
    : {
        brandId: brandId ?? undefined,
        categoryId: categoryId ?? undefined,
        subCategoryId: subCategoryId ?? undefined,
      };
  const products = useCatalogueProducts(filter, opened && (Boolean(debounced) || Boolean(brandId)));

  // A search finds every supplier's products: keep the one supplier's when asked.
  const found = (products.data ?? []).filter(
    (product) => manufacturerId === undefined || product.manufacturerId === manufacturerId,
  );
  // Ranges (MASTER) group their products; only products can be added.
  const masters = new Map(found.filter((p) => p.type === "MASTER").map((p) => [p.id, p]));
  const addable = found.filter((product) => product.type === "PRODUCT");

  return (
    <Modal opened={opened} onClose={onClose} title={t("quotes.browser.title")} size="xl">
      <Stack gap="sm">
        <TextInput
          label={t("quotes.browser.search")}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {debounced ? null : (
          <>
            <Select
              label={t("quotes.browser.brand")}
              placeholder={t("quotes.browser.chooseBrand")}
              data={(brands.data ?? []).map((item) => ({ value: item.brandId, label: item.brandName }))}
              value={brandId}
              onChange={(value) => {
                setBrandId(value);
                setCategoryId(null);
                setSubCategoryId(null);
              }}
              allowDeselect={false}
            />
            {brand ? (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t("quotes.browser.category")}
                </Text>
                <Chip.Group
                  value={categoryId}
                  onChange={(value) => {
                    setCategoryId(typeof value === "string" ? value : null);
                    setSubCategoryId(null);
                  }}
                >
                  <Group gap={6}>
                    {brand.categories.map((category) => (
                      <Chip key={category.id} value={category.id} size="sm">
                        {category.name}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              </Stack>
            ) : null}
            {subCategories.length > 0 ? (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t("quotes.browser.subCategory")}
                </Text>
                <Chip.Group
                  value={subCategoryId}
                  onChange={(value) => setSubCategoryId(typeof value === "string" ? value : null)}
                >
                  <Group gap={6}>
                    {subCategories.map((sub) => (
                      <Chip key={sub.id} value={sub.id} size="sm" variant="outline">
                        {sub.name}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              </Stack>
            ) : null}
          </>
        )}
        <ScrollArea.Autosize mah={360} type="auto">
          {!debounced && !brandId ? (
            <Text c="dimmed" size="sm">
              {t("quotes.browser.hint")}
            </Text>
          ) : products.isPending ? (
            <Loader size="sm" aria-label={t("common.loading")} />
          ) : products.isError ? (
            <Text c="red" size="sm">
              {t("errors.genericMessage")}
            </Text>
          ) : addable.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t("quotes.browser.noProducts")}
            </Text>
          ) : (
            <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {addable.map((product) => {
                const master = product.masterProductId ? masters.get(product.masterProductId) : undefined;
                return (
                  <li key={product.id}>
                    <UnstyledButton
                      w="100%"
                      p="xs"
                      disabled={adding}
                      onClick={() => onAdd(product)}
                      aria-label={t("quotes.browser.addNamed", { name: product.name })}
                      style={{ borderRadius: 4, border: "1px solid var(--mantine-color-gray-3)" }}
                    >
                      <Group justify="space-between" wrap="nowrap">
                        <Stack gap={0} style={{ minWidth: 0 }}>
                          <Text fw={500} truncate="end">
                            {product.name}
                          </Text>
                          <Text size="xs" c="dimmed" truncate="end">
                            {[product.brandName, product.categoryName, master?.name]
                              .filter(Boolean)
                              .join(" · ")}
                          </Text>
                        </Stack>
                        <Badge variant="light" leftSection={<IconPlus size={12} aria-hidden="true" />}>
                          {t("quotes.browser.add")}
                        </Badge>
                      </Group>
                    </UnstyledButton>
                  </li>
                );
              })}
            </Stack>
          )}
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.close")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
