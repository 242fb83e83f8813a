import type { Convocado } from '@jornada/contracts';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { useRegistrarDescumprimento } from './intermitente.queries.ts';
import { mensagemDe, reais } from './intermitente-comum.ts';

export type DescumprimentoBotaoProps = { convocacaoId: number; pessoa: Convocado };

/**
 * O RH registra que quem aceitou não compareceu: a multa de 50 % da remuneração prevista fica
 * devida pelo convocado em 30 dias (CLT art. 452-A §4º). O servidor recusa se houver ponto.
 */
export const DescumprimentoBotao = ({ convocacaoId, pessoa }: DescumprimentoBotaoProps) => {
  const registrar = useRegistrarDescumprimento();
  const [isConfirmando, setConfirmando] = useState(false);
  const confirmar = () =>
    registrar.mutate(
      { convocacaoId, usuarioId: pessoa.usuarioId },
      {
        onSuccess: (c) => {
          const multa = c.convocados.find((x) => x.usuarioId === pessoa.usuarioId)?.multa;
          toast.sucesso(
            multa
              ? `Descumprimento registrado. Multa de ${reais(multa.valor)} até ${formatarData(multa.prazo)}.`
              : 'Descumprimento registrado.',
          );
          setConfirmando(false);
        },
        onError: (erro) => {
          toast.erro(mensagemDe(erro));
          setConfirmando(false);
        },
      },
    );
  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        ml="xs"
        aria-label={`Registrar não comparecimento de ${pessoa.nome}`}
        onClick={() => setConfirmando(true)}
      >
        Não compareceu
      </Button>
      <ConfirmModal
        isOpen={isConfirmando}
        title="Registrar não comparecimento"
        message={`${pessoa.nome} aceitou a convocação e não compareceu? A multa de 50 % da remuneração prevista fica devida por quem descumpriu, em até 30 dias (CLT art. 452-A §4º).`}
        acceptLabel="Registrar"
        isLoading={registrar.isPending}
        onAccept={confirmar}
        onDeny={() => setConfirmando(false)}
      />
    </>
  );
};
