// The configurator in a frame over a page (spec 000 §2: the product options frame at
// /product-options/{orderLineId}); the frame talks back with window.postMessage.
import { Modal } from "@mantine/core";
import { useConfiguratorMessages } from "./configurator-messages.ts";

export type ConfiguratorFrameProps = {
  /** The frame's page, or null while closed. */
  src: string | null;
  title: string;
  onClose: () => void;
  onSaved: (orderLineId: string) => void;
};

export function ConfiguratorFrame({ src, title, onClose, onSaved }: ConfiguratorFrameProps) {
  useConfiguratorMessages({ onClose, onSaved });
  return (
    <Modal
      opened={src !== null}
      onClose={onClose}
      title={title}
      size="min(1100px, 96vw)"
      padding="xs"
      styles={{ body: { padding: 0 } }}
    >
      {src ? (
        <iframe
          title={title}
          src={src}
          style={{ width: "100%", height: "min(80vh, 900px)", border: 0, display: "block" }}
        />
      ) : null}
    </Modal>
  );
}
