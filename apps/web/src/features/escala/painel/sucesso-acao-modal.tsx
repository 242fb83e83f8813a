import { Modal, Text } from '@mantine/core';
import { useFechamentoAutomatico } from '../../../components/ui/use-fechamento-automatico.ts';

/** O aviso de sucesso do painel 'Escala no Dia' fecha sozinho em 2 s (spec §2, §9). */
export const TEMPO_SUCESSO_PAINEL_MS = 2000;

export type SucessoAcaoModalProps = {
  mensagem: string | null;
  onClose: () => void;
};

export const SucessoAcaoModal = ({ mensagem, onClose }: SucessoAcaoModalProps) => {
  useFechamentoAutomatico(mensagem !== null, onClose, TEMPO_SUCESSO_PAINEL_MS);
  return (
    <Modal
      opened={mensagem !== null}
      onClose={onClose}
      title="Sucesso"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Text role="status" c="green.8">
        {mensagem}
      </Text>
    </Modal>
  );
};
