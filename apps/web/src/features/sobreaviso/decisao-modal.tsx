import type { AcaoLancamento, LancamentoSobreaviso } from '@jornada/contracts';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { useDecidirLancamento } from './sobreaviso.queries.ts';
import { FALHA, periodoLocal } from './sobreaviso-formato.ts';

export type Decisao = { acao: AcaoLancamento; lancamentos: LancamentoSobreaviso[] };

const VERBO: Record<AcaoLancamento, { titulo: string; feito: string; feitos: string }> = {
  aprovar: { titulo: 'Aprovar', feito: 'aprovado', feitos: 'aprovados' },
  reprovar: { titulo: 'Reprovar', feito: 'reprovado', feitos: 'reprovados' },
  cancelar: { titulo: 'Cancelar', feito: 'cancelado', feitos: 'cancelados' },
  reabrir: { titulo: 'Reabrir', feito: 'reaberto', feitos: 'reabertos' },
};

const quantos = (n: number) => (n === 1 ? '1 lançamento' : `${n} lançamentos`);

export type DecisaoModalProps = { decisao: Decisao | null; onClose: (concluiu: boolean) => void };

/**
 * Confirma uma ação sobre um ou vários lançamentos; reprovar pede o motivo. Em lote, cada um vai
 * por `PUT /lancamento/{acao}/{id}` e a tela conta quantos deram certo.
 */
export const DecisaoModal = ({ decisao, onClose }: DecisaoModalProps) => {
  const decidir = useDecidirLancamento();
  const [observacao, setObservacao] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [falha, setFalha] = useState<string | null>(null);
  const [isRodando, setRodando] = useState(false);

  const fechar = (concluiu: boolean) => {
    setObservacao('');
    setErro(null);
    setFalha(null);
    onClose(concluiu);
  };

  if (!decisao) return <Modal opened={false} onClose={() => fechar(false)} title="" />;
  const { acao, lancamentos } = decisao;
  const verbo = VERBO[acao];
  const unico = lancamentos.length === 1 ? lancamentos[0] : undefined;

  const confirmar = async () => {
    const texto = observacao.trim();
    if (acao === 'reprovar' && !texto)
      return setErro('Motivo da reprovação: informe por que o lançamento foi reprovado.');
    setErro(null);
    setFalha(null);
    setRodando(true);
    let feitos = 0;
    for (const l of lancamentos) {
      try {
        await decidir.mutateAsync({ acao, id: l.id, ...(texto ? { observacao: texto } : {}) });
        feitos += 1;
      } catch {
        // Segue com os demais; a contagem final diz quantos não foram.
      }
    }
    setRodando(false);
    const faltaram = lancamentos.length - feitos;
    if (feitos > 0)
      toast.sucesso(
        feitos === 1 ? `Lançamento ${verbo.feito}.` : `${feitos} lançamentos ${verbo.feitos}.`,
      );
    if (faltaram === 0) return fechar(true);
    setFalha(
      feitos === 0
        ? FALHA.decidir
        : `${FALHA.decidir} ${quantos(faltaram)} não ${faltaram === 1 ? 'foi' : 'foram'} ${faltaram === 1 ? verbo.feito : verbo.feitos}.`,
    );
  };

  return (
    <Modal
      opened
      onClose={() => (isRodando ? undefined : fechar(false))}
      title={`${verbo.titulo} ${unico ? 'lançamento' : quantos(lancamentos.length)}`}
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="sm">
        <Text>
          {unico
            ? `${verbo.titulo} o ${unico.natureza === 'espera' ? 'período de espera' : 'acionamento'} de ${unico.usuarioNome} em ${periodoLocal(unico.inicio, unico.fim)}?`
            : `${verbo.titulo} os ${quantos(lancamentos.length)} selecionados?`}
        </Text>
        {acao === 'reprovar' || acao === 'reabrir' || acao === 'cancelar' ? (
          <Textarea
            label={acao === 'reprovar' ? 'Motivo da reprovação' : 'Observação'}
            value={observacao}
            onChange={(e) => setObservacao(e.currentTarget.value)}
            error={erro}
            required={acao === 'reprovar'}
            maxLength={500}
            rows={2}
            data-autofocus
          />
        ) : null}
        {falha ? (
          <Alert color="red" role="alert">
            {falha}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => fechar(false)} disabled={isRodando}>
            Voltar
          </Button>
          <Button
            color={acao === 'reprovar' ? 'red' : undefined}
            loading={isRodando}
            onClick={() => void confirmar()}
          >
            {verbo.titulo}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
