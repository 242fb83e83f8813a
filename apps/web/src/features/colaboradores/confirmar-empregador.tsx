import type { EmpregadorBody } from '@jornada/contracts';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { useSalvarEmpregador } from './colaboradores.queries.ts';
import { useGravacao } from './use-gravacao.ts';

export const AVISO_REP_EMPREGADOR =
  'Se a inscrição, a razão social ou o local de prestação de serviços mudar, a alteração é registrada no REP (AFD tipo 2).';

/**
 * Pede a confirmação (a mudança vai ao REP como AFD tipo 2) e grava. Devolve `pedir`, que abre a
 * confirmação com o corpo a enviar, e o modal a renderizar.
 */
export const useConfirmarGravacao = (
  aoGravar: () => void,
  aoErrarCampo?: (campo: string, mensagem: string) => void,
) => {
  const salvar = useSalvarEmpregador();
  const [pendente, setPendente] = useState<EmpregadorBody | null>(null);
  const { erro, isGravando, gravar } = useGravacao(aoErrarCampo);
  const confirmar = async () => {
    if (!pendente) return;
    const ok = await gravar(() => salvar.mutateAsync(pendente), 'Dados do empregador alterados.');
    setPendente(null);
    if (ok) aoGravar();
  };
  const modal = (
    <ConfirmModal
      isOpen={pendente !== null}
      title="Confirmar alteração do empregador"
      message={AVISO_REP_EMPREGADOR}
      acceptLabel="Confirmar e registrar"
      isLoading={isGravando}
      onAccept={() => void confirmar()}
      onDeny={() => setPendente(null)}
    />
  );
  return { pedir: setPendente, modal, erro };
};
