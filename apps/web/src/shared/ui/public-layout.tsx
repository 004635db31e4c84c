import { Box, Group, Image, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useBranding } from "../branding/get-branding.ts";
import { LanguagePicker } from "./language-picker.tsx";
import { LegalLinks } from "./legal-links.tsx";

export type PublicLayoutProps = {
  /** The dealer asking for the payment; null until it is known (or when the link names no payment). */
  dealerName: string | null;
  children: ReactNode;
  /** The column's widest (the quote is wider than a payment). */
  width?: number;
  /** The children draw their own cards. */
  bare?: boolean;
};

/**
 * The frame of the customer's pages (checkout, the shared quote; spec 000 §2): the dealer's name (and
 * the hosted domain's logo when the link is on the dealer's own domain), then the page. Phone first.
 */
export function PublicLayout({ dealerName, children, width = 480, bare = false }: PublicLayoutProps) {
  const branding = useBranding();
  const logo = branding.data?.logoUrl ?? null;
  const name = dealerName ?? branding.data?.name ?? null;
  return (
    <Box bg="gray.0" mih="100dvh">
      <Stack component="main" maw={width} mx="auto" px="md" py="xl" gap="lg">
        <Group justify="center" gap="sm" mih={40}>
          {logo ? <Image src={logo} alt="" h={40} w="auto" fit="contain" /> : null}
          {name ? (
            <Text fw={700} size="xl" component="p" ta="center">
              {name}
            </Text>
          ) : null}
        </Group>
        {bare ? (
          children
        ) : (
          <Paper withBorder shadow="sm" radius="md" p={{ base: "lg", xs: "xl" }}>
            {children}
          </Paper>
        )}
        <LegalLinks />
        <LanguagePicker />
      </Stack>
    </Box>
  );
}
