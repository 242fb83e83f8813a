import type { ImportacaoSaldoAnterior } from '@jornada/contracts';
import { Anchor, Button, FileInput, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { useOperacoesBancoHoras } from './banco-horas-operacoes.queries.ts';
import { useFalha } from './falha.tsx';
import { formatarSaldo } from './formato.ts';

const LIMITE_BYTES = 2 * 1024 * 1024;

const base64 = async (arquivo: File) => {
  const bytes = new Uint8Array(await arquivo.arrayBuffer());
  let binario = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binario += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binario);
};

/** As linhas recusadas como CSV (mesmas colunas e o motivo), para corrigir e reenviar. */
export const csvRecusadas = (r: ImportacaoSaldoAnterior) =>
  [
    'linha;identificador;saldo;erro',
    ...r.linhas
      .filter((l) => l.erro !== null)
      .map((l) => [l.linha, l.identificador, l.saldo, l.erro].join(';')),
  ].join('\n');

/** Saldo anterior por arquivo: prévia com o erro de cada linha, confirmação e as recusadas. */
export const ImportacaoSaldo = () => {
  const { importar } = useOperacoesBancoHoras();
  const falha = useFalha();
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [resultado, setResultado] = useState<ImportacaoSaldoAnterior | null>(null);

  const enviar = async (previa: boolean) => {
    if (!arquivo) return setErro('Arquivo: escolha um arquivo .csv ou .xlsx.');
    if (!/\.(csv|xlsx)$/i.test(arquivo.name))
      return setErro('Arquivo: use um arquivo .csv ou .xlsx.');
    if (arquivo.size > LIMITE_BYTES) return setErro('Arquivo: o limite é de 2 MB.');
    setErro(null);
    importar.mutate(
      { nomeArquivo: arquivo.name, conteudo: await base64(arquivo), previa },
      {
        onSuccess: (r) => {
          setResultado(r);
          if (!previa) toast.sucesso(`${r.aceitas} saldo(s) anterior(es) importado(s).`);
        },
        onError: (e) => falha.mostrar(e, 'Não foi possível ler o arquivo.'),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Importar saldo anterior
      </Title>
      <Text size="sm" c="dimmed">
        Colunas: matricula ou cpf, saldo (HH:MM; negativo com -) e motivo (opcional).
      </Text>
      <FileInput
        label="Arquivo (CSV ou XLSX)"
        accept=".csv,.xlsx"
        value={arquivo}
        onChange={(f) => {
          setArquivo(f);
          setResultado(null);
        }}
        error={erro}
        clearable
        w={360}
      />
      <Group>
        <Button variant="default" onClick={() => void enviar(true)} loading={importar.isPending}>
          Conferir arquivo
        </Button>
        {resultado && !resultado.confirmada && resultado.aceitas > 0 ? (
          <Button onClick={() => void enviar(false)} loading={importar.isPending}>
            Importar {resultado.aceitas} linha(s)
          </Button>
        ) : null}
      </Group>
      {resultado ? (
        <Stack gap="xs">
          <Text size="sm">
            {resultado.confirmada ? 'Importadas' : 'Prontas para importar'}: {resultado.aceitas} ·
            Recusadas: {resultado.recusadas}
          </Text>
          {resultado.recusadas > 0 ? (
            <Anchor
              href={`data:text/csv;charset=utf-8,${encodeURIComponent(csvRecusadas(resultado))}`}
              download="saldo-anterior-recusadas.csv"
              size="sm"
            >
              Baixar linhas recusadas
            </Anchor>
          ) : null}
          <Table aria-label="Linhas do arquivo" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Linha</Table.Th>
                <Table.Th>Colaborador</Table.Th>
                <Table.Th>Saldo</Table.Th>
                <Table.Th>Situação</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {resultado.linhas.slice(0, 200).map((l) => (
                <Table.Tr key={l.linha}>
                  <Table.Td>{l.linha}</Table.Td>
                  <Table.Td>{l.nome ?? l.identificador}</Table.Td>
                  <Table.Td>{l.minutos === null ? l.saldo : formatarSaldo(l.minutos)}</Table.Td>
                  <Table.Td>{l.erro ?? 'OK'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {resultado.linhas.length > 200 ? (
            <Text size="sm" c="dimmed">
              Mostrando as 200 primeiras linhas; as recusadas estão todas no arquivo para baixar.
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {falha.modal}
    </Stack>
  );
};
