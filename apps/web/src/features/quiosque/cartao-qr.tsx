import { Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { QrImagem } from './qr-imagem.tsx';

export type CartaoEmitido = { conteudo: string; nome: string; matricula: string | null };

/** Na impressão, só o cartão aparece (o resto da página fica oculto). */
const ESTILO_IMPRESSAO = `@media print {
  body * { visibility: hidden !important; }
  .cartao-qr-quiosque, .cartao-qr-quiosque * { visibility: visible !important; }
  .cartao-qr-quiosque { position: fixed; left: 0; top: 0; }
}`;

/** O cartão no tamanho de um crachá (85,6 × 54 mm): nome, matrícula e o QR. */
export const CartaoQr = ({ cartao }: { cartao: CartaoEmitido }) => (
  <Box
    className="cartao-qr-quiosque"
    role="img"
    aria-label={`Cartão QR de ${cartao.nome}`}
    style={{
      width: '85.6mm',
      height: '54mm',
      border: '1px solid #333',
      borderRadius: 8,
      padding: '4mm',
      display: 'flex',
      gap: '4mm',
      alignItems: 'center',
      background: 'white',
      color: 'black',
    }}
  >
    <QrImagem conteudo={cartao.conteudo} rotulo="QR do cartão" tamanho={150} />
    <Stack gap={2}>
      <Text fw={700} size="sm" c="black">
        {cartao.nome}
      </Text>
      <Text size="xs" c="black">
        Matrícula {cartao.matricula ?? '—'}
      </Text>
      <Text size="xs" c="black">
        Cartão de ponto do quiosque
      </Text>
    </Stack>
  </Box>
);

/** Cartão recém-emitido: o conteúdo do QR só existe nesta resposta, por isso imprimir agora. */
export const CartaoQrModal = ({
  cartao,
  onFechar,
}: {
  cartao: CartaoEmitido | null;
  onFechar: () => void;
}) => (
  <Modal
    opened={cartao !== null}
    onClose={onFechar}
    title="Cartão QR emitido"
    centered
    closeButtonProps={{ 'aria-label': 'Fechar' }}
  >
    {cartao ? (
      <Stack>
        <style>{ESTILO_IMPRESSAO}</style>
        <Text size="sm">
          Imprima agora: o QR não fica guardado e não pode ser mostrado de novo. Um novo cartão
          invalida este.
        </Text>
        <CartaoQr cartao={cartao} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onFechar}>
            Concluir
          </Button>
          <Button onClick={() => window.print()}>Imprimir cartão</Button>
        </Group>
      </Stack>
    ) : null}
  </Modal>
);
