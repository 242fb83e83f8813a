import { Button } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';

export type BotaoStatusProps = {
  /** Nome do registro, para o rótulo e a confirmação ('a escala COM-5X2'). */
  nome: string;
  isAtivo: boolean;
  isDesabilitado?: boolean;
  onConfirmar: (ativo: boolean) => void;
};

/** Arquivar (ação destrutiva, com confirmação) ou reativar um registro das regras. */
export const BotaoStatus = ({
  nome,
  isAtivo,
  isDesabilitado = false,
  onConfirmar,
}: BotaoStatusProps) => {
  const [isAberto, setAberto] = useState(false);
  const rotulo = isAtivo ? 'Arquivar' : 'Reativar';
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        color={isAtivo ? 'red' : 'green'}
        disabled={isDesabilitado}
        onClick={() => setAberto(true)}
        aria-label={`${rotulo} ${nome}`}
      >
        {rotulo}
      </Button>
      <ConfirmModal
        isOpen={isAberto}
        title={`${rotulo} ${nome}`}
        message={
          isAtivo
            ? `Deseja arquivar ${nome}? Registros arquivados deixam de ser oferecidos nas escolhas.`
            : `Deseja reativar ${nome}?`
        }
        acceptLabel={rotulo}
        onAccept={() => {
          setAberto(false);
          onConfirmar(!isAtivo);
        }}
        onDeny={() => setAberto(false)}
      />
    </>
  );
};
