import type { PreviaImportacaoPeriodos } from '@jornada/contracts';
import { Alert, Button, Card, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { toast } from '../../components/ui/toast.ts';
import { salvarArquivo } from '../../lib/http/salvar-arquivo.ts';
import { useImportarPeriodos, usePreviaImportacao } from './ferias-rh.queries.ts';
import { mensagemDoErro } from './formato.ts';
import { modeloCsv, ROTULO_COLUNA, rejeitadasCsv } from './importacao-modelo.ts';
import { PreviaImportacaoTabela } from './importacao-previa-tabela.tsx';

const EXTENSOES = /\.(csv|xlsx)$/i;

/**
 * Importação de períodos aquisitivos do sistema anterior
 * (#/dashboard/admin/importacao-dados/periodos-aquisitivos-ferias, só a empresa 1032): baixar o
 * modelo, enviar CSV ou XLSX, conferir a prévia com os erros por linha, importar as válidas numa
 * transação e baixar as rejeitadas para corrigir.
 */
export const ImportacaoPeriodosPage = () => {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erroArquivo, setErroArquivo] = useState<string | null>(null);
  const [previa, setPrevia] = useState<PreviaImportacaoPeriodos | null>(null);
  const [isConfirmando, setConfirmando] = useState(false);
  const conferir = usePreviaImportacao();
  const importar = useImportarPeriodos();

  const escolher = (f: File | null) => {
    setArquivo(f);
    setPrevia(null);
    setErroArquivo(null);
  };
  const enviar = () => {
    if (!arquivo) return setErroArquivo('Escolha a planilha (CSV ou XLSX).');
    if (!EXTENSOES.test(arquivo.name))
      return setErroArquivo('A planilha precisa ser um arquivo .csv ou .xlsx.');
    conferir.mutate(arquivo, {
      onSuccess: setPrevia,
      onError: (e) => setErroArquivo(mensagemDoErro(e)),
    });
  };
  const confirmar = () => {
    if (!arquivo || !previa) return;
    importar.mutate(
      { arquivo, validasEsperadas: previa.validas },
      {
        onSuccess: (r) => {
          setConfirmando(false);
          setPrevia(r);
          toast.sucesso(
            r.importadas === 1
              ? '1 período aquisitivo importado.'
              : `${r.importadas} períodos aquisitivos importados.`,
          );
        },
        onError: (e) => {
          setConfirmando(false);
          toast.erro(mensagemDoErro(e));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Importação de períodos aquisitivos de férias
      </Title>
      <Card withBorder component="section" aria-label="Enviar planilha">
        <Stack gap="sm">
          <Text size="sm">
            Traga do sistema anterior o direito, os dias gozados e os vendidos de cada período
            aquisitivo. Use o modelo: uma linha por período, o colaborador pela matrícula ou pelo
            CPF, datas em DD/MM/AAAA. Colunas: {Object.values(ROTULO_COLUNA).join(', ')}.
          </Text>
          <Group>
            <Button
              variant="light"
              onClick={() => salvarArquivo(modeloCsv(), 'modelo-periodos-aquisitivos.csv')}
            >
              Baixar modelo (CSV)
            </Button>
          </Group>
          <Group align="flex-end">
            <FileInput
              label="Planilha (CSV ou XLSX)"
              placeholder="Escolher arquivo"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              value={arquivo}
              onChange={escolher}
              error={erroArquivo}
              clearable
              w={360}
            />
            <Button onClick={enviar} loading={conferir.isPending}>
              Conferir planilha
            </Button>
          </Group>
        </Stack>
      </Card>
      {previa ? (
        <Card withBorder component="section" aria-label="Prévia da importação">
          <Stack gap="sm">
            {'importadas' in previa ? (
              <Alert color="green" title="Importação concluída">
                {`${previa.importadas} de ${previa.total} linhas importadas.`}
              </Alert>
            ) : null}
            <Text fw={500}>
              {`${previa.total} linhas: ${previa.validas} válidas, ${previa.rejeitadas} com erro.`}
            </Text>
            <Group>
              {previa.rejeitadas > 0 ? (
                <Button
                  variant="light"
                  onClick={() =>
                    salvarArquivo(rejeitadasCsv(previa.linhas), 'linhas-rejeitadas.csv')
                  }
                >
                  Baixar linhas rejeitadas (CSV)
                </Button>
              ) : null}
              {!('importadas' in previa) && previa.validas > 0 ? (
                <Button onClick={() => setConfirmando(true)}>
                  {previa.validas === 1
                    ? 'Importar 1 linha válida'
                    : `Importar ${previa.validas} linhas válidas`}
                </Button>
              ) : null}
            </Group>
            <PreviaImportacaoTabela linhas={previa.linhas} />
          </Stack>
        </Card>
      ) : null}
      <ConfirmModal
        isOpen={isConfirmando}
        title="Importar períodos aquisitivos"
        message={`Gravar ${previa?.validas ?? 0} períodos aquisitivos? As ${previa?.rejeitadas ?? 0} linhas com erro ficam de fora. Os saldos de férias passam a usar os dados importados.`}
        acceptLabel="Importar"
        isLoading={importar.isPending}
        onAccept={confirmar}
        onDeny={() => setConfirmando(false)}
      />
    </Stack>
  );
};
