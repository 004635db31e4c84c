import { Box, Center, Image, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { brandName } from "../../../config/env.ts";
import { useBranding } from "../../../shared/branding/get-branding.ts";
import { LegalLinks } from "../../../shared/ui/legal-links.tsx";

export type AuthLayoutProps = {
  title: string;
  children: ReactNode;
};

/** The frame of the public sign-in pages: the hosted domain's logo and name, then one card. */
export function AuthLayout({ title, children }: AuthLayoutProps) {
  const branding = useBranding();
  const name = branding.data?.name ?? brandName;

  return (
    <Box bg="gray.0" mih="100dvh">
      <Center component="main" mih="100dvh" px="md" py="xl">
        <Stack w="100%" maw={420} gap="lg">
          <Stack align="center" gap={6}>
            <Image src={branding.data?.logoUrl ?? "/logo.svg"} alt="" h={48} w="auto" fit="contain" />
            <Text fw={700} size="xl" component="p">
              {name}
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" radius="md" p={{ base: "lg", xs: "xl" }}>
            <Title order={1} size="h2" mb="md">
              {title}
            </Title>
            {children}
          </Paper>
          <LegalLinks />
        </Stack>
      </Center>
    </Box>
  );
}
