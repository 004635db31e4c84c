// A drawn signature: pointer events on a canvas, read back as a PNG data URL.
import { Box, Button, Group, Text } from "@mantine/core";
import { useRef } from "react";
import { useTranslation } from "../i18n/use-translation.ts";

export type SignaturePadProps = {
  /** Whose signature it is ('Customer signature' for staff, 'Your signature' for the customer). */
  label: string;
  onChange: (dataUrl: string | null) => void;
  error?: string | null;
};

export function SignaturePad({ label, onChange, error }: SignaturePadProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const target = event.currentTarget;
    const rect = target.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) * target.width) / (rect.width || 1),
      y: ((event.clientY - rect.top) * target.height) / (rect.height || 1),
    };
  };

  const context = () => canvas.current?.getContext("2d") ?? null;

  return (
    <Box>
      <Text size="sm" fw={500} id="signature-label">
        {label}
      </Text>
      <Text size="xs" c="dimmed" mb={4}>
        {t("signature.help")}
      </Text>
      <canvas
        ref={canvas}
        width={600}
        height={200}
        role="img"
        aria-labelledby="signature-label"
        data-testid="signature-pad"
        style={{
          width: "100%",
          height: 160,
          border: `1px solid var(--mantine-color-${error ? "red-7" : "gray-5"})`,
          borderRadius: 4,
          touchAction: "none",
          background: "white",
          cursor: "crosshair",
        }}
        onPointerDown={(event) => {
          const ctx = context();
          if (!ctx) return;
          drawing.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          const { x, y } = point(event);
          ctx.lineWidth = 3;
          ctx.lineCap = "round";
          ctx.strokeStyle = "#111";
          ctx.beginPath();
          ctx.moveTo(x, y);
        }}
        onPointerMove={(event) => {
          const ctx = context();
          if (!drawing.current || !ctx) return;
          const { x, y } = point(event);
          ctx.lineTo(x, y);
          ctx.stroke();
        }}
        onPointerUp={() => {
          if (!drawing.current) return;
          drawing.current = false;
          onChange(canvas.current?.toDataURL("image/png") ?? null);
        }}
      />
      <Group justify={error ? "space-between" : "flex-end"} mt={4}>
        {error ? (
          <Text size="xs" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
        <Button
          variant="subtle"
          size="xs"
          onClick={() => {
            const ctx = context();
            if (ctx && canvas.current) ctx.clearRect(0, 0, canvas.current.width, canvas.current.height);
            onChange(null);
          }}
        >
          {t("signature.clear")}
        </Button>
      </Group>
    </Box>
  );
}
