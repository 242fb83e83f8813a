import type {
  ColaboradorImportacaoRascunho,
  ColaboradorImportacaoResultado,
  MapeamentoImportacaoWire,
} from '@jornada/contracts';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  Progress,
  Stack,
  Stepper,
  Text,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import {
  baixarModelo,
  baixarRejeitados,
  confirmarImportacao,
  enviarPlanilha,
} from './importacao.api.ts';
import { ImportacaoMapeamento } from './importacao-mapeamento.tsx';
import { ColaboradorImportacaoPrevia } from './importacao-previa.tsx';
import { mensagemDeErro } from './use-gravacao.ts';

type Etapa = 'envio' | 'mapeamento' | 'previa' | 'resultado';
const PASSOS: Etapa[] = ['envio', 'mapeamento', 'previa', 'resultado'];

const baixando = (fn: () => Promise<void>) => () => {
  fn().catch((e: unknown) => toast.erro(mensagemDeErro(e)));
};

/**
 * Importar colaboradores de uma planilha (CSV ou XLSX): envio, mapeamento das colunas, prévia com
 * os erros por linha, confirmação (as válidas entram numa transação, cada uma com o AFD tipo 5) e
 * o resultado, com as linhas recusadas para baixar.
 */
export const ImportacaoColaboradores = ({ onFechar }: { onFechar: () => void }) => {
  const cliente = useQueryClient();
  const [etapa, setEtapa] = useState<Etapa>('envio');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erroArquivo, setErroArquivo] = useState<string | null>(null);
  const [rascunho, setRascunho] = useState<ColaboradorImportacaoRascunho | null>(null);
  const [mapeamento, setMapeamento] = useState<MapeamentoImportacaoWire | null>(null);
  const [resultado, setResultado] = useState<ColaboradorImportacaoResultado | null>(null);
  const [importando, setImportando] = useState(0);

  const envio = useMutation({
    mutationFn: enviarPlanilha,
    onSuccess: (r) => {
      setRascunho(r);
      setMapeamento(r.mapeamento);
      setEtapa('mapeamento');
    },
    onError: (e) => setErroArquivo(mensagemDeErro(e)),
  });
  const confirmacao = useMutation({
    mutationFn: confirmarImportacao,
    onSuccess: ({ resultado: r }) => {
      setResultado(r);
      setEtapa('resultado');
      void cliente.invalidateQueries({ queryKey: ['colaboradores'] });
    },
    onError: (e) => toast.erro(mensagemDeErro(e)),
  });

  const enviar = () => {
    if (!arquivo) return setErroArquivo('Planilha: escolha um arquivo CSV ou XLSX.');
    if (!/\.(csv|xlsx)$/i.test(arquivo.name))
      return setErroArquivo('Planilha: envie um arquivo .csv ou .xlsx.');
    setErroArquivo(null);
    envio.mutate(arquivo);
  };

  return (
    <Modal
      opened
      onClose={confirmacao.isPending ? () => {} : onFechar}
      title="Importar colaboradores"
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="md">
        <Stepper active={PASSOS.indexOf(etapa)} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label="Planilha" />
          <Stepper.Step label="Colunas" />
          <Stepper.Step label="Prévia" />
          <Stepper.Step label="Resultado" />
        </Stepper>
        {etapa === 'envio' ? (
          <Stack gap="md">
            <Text size="sm">
              Envie uma planilha CSV ou XLSX com uma linha por colaborador e o cabeçalho na primeira
              linha. Nada é gravado antes da sua confirmação.
            </Text>
            <FileInput
              label="Planilha (CSV ou XLSX)"
              placeholder="Escolha o arquivo"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              value={arquivo}
              onChange={(f) => {
                setArquivo(f);
                setErroArquivo(null);
              }}
              error={erroArquivo}
              clearable
            />
            <Group justify="space-between">
              <Button variant="subtle" onClick={baixando(baixarModelo)}>
                Baixar modelo (XLSX)
              </Button>
              <Button onClick={enviar} loading={envio.isPending}>
                Enviar planilha
              </Button>
            </Group>
          </Stack>
        ) : null}
        {etapa === 'mapeamento' && rascunho && mapeamento ? (
          <ImportacaoMapeamento
            rascunho={rascunho}
            mapeamento={mapeamento}
            onVoltar={() => setEtapa('envio')}
            onContinuar={(m) => {
              setMapeamento(m);
              setEtapa('previa');
            }}
          />
        ) : null}
        {etapa === 'previa' && rascunho && mapeamento ? (
          <Stack gap="md">
            <ColaboradorImportacaoPrevia
              rascunho={rascunho}
              mapeamento={mapeamento}
              isImportando={confirmacao.isPending}
              onVoltar={() => setEtapa('mapeamento')}
              onConfirmar={(validas) => {
                setImportando(validas);
                confirmacao.mutate({ id: rascunho.id, mapeamento });
              }}
            />
            {confirmacao.isPending ? (
              <Stack gap={4} role="status" aria-live="polite">
                <Text size="sm">Importando {importando} colaboradores… Não feche esta janela.</Text>
                <Progress value={100} animated striped aria-label="Progresso da importação" />
              </Stack>
            ) : null}
          </Stack>
        ) : null}
        {etapa === 'resultado' && resultado && rascunho ? (
          <Stack gap="md">
            <Alert color="green" role="status" title="Importação concluída">
              {resultado.importados === 1
                ? '1 colaborador importado.'
                : `${resultado.importados} colaboradores importados.`}{' '}
              Cada um recebe o convite de primeiro acesso quando você o enviar pela lista.
            </Alert>
            {resultado.rejeitados > 0 ? (
              <Alert color="yellow" role="alert">
                {resultado.rejeitados === 1
                  ? '1 linha recusada.'
                  : `${resultado.rejeitados} linhas recusadas.`}{' '}
                Baixe-as com o motivo na coluna "erro", corrija e envie de novo.
              </Alert>
            ) : null}
            <Group justify="flex-end">
              {resultado.rejeitados > 0 ? (
                <Button variant="light" onClick={baixando(() => baixarRejeitados(rascunho.id))}>
                  Baixar linhas recusadas (CSV)
                </Button>
              ) : null}
              <Button onClick={onFechar}>Concluir</Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
};
