import type { ImportacaoAfd } from '@jornada/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  List,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { importarAfd, previaImportacaoAfd } from './arquivos-fiscais.api.ts';

const mensagemDe = (erro: unknown, padrao: string) => (isErroApi(erro) ? erro.mensagem : padrao);

const Apontamentos = ({ titulo, itens }: { titulo: string; itens: ImportacaoAfd['avisos'] }) =>
  itens.length === 0 ? null : (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {titulo} ({itens.length})
      </Text>
      <List size="sm">
        {itens.map((a) => (
          <List.Item key={`${a.linha}-${a.codigo}-${a.mensagem}`}>
            Linha {a.linha}: {a.mensagem}
          </List.Item>
        ))}
      </List>
    </Stack>
  );

/** Prévia (nada gravado) ou relatório da importação (gravado). */
const RelatorioImportacao = ({ relatorio }: { relatorio: ImportacaoAfd }) => {
  const { confirmada } = relatorio;
  return (
    <Alert
      color={relatorio.rejeitadas > 0 || relatorio.erros.length > 0 ? 'yellow' : 'green'}
      title={confirmada ? 'Relatório da importação' : 'Prévia da importação (nada foi gravado)'}
      role="status"
    >
      <Stack gap={6}>
        <Text size="sm">
          {relatorio.nomeArquivo} · leiaute {relatorio.leiaute ?? 'desconhecido'} ·{' '}
          {relatorio.rep.tipo} {relatorio.rep.numero}
          {relatorio.rep.cadastrado ? '' : ' (REP novo: será cadastrado na importação)'}
        </Text>
        <Group gap="xs">
          <Badge color="blue">No arquivo: {relatorio.marcacoes}</Badge>
          {confirmada ? (
            <Badge color="green">Importadas: {relatorio.importadas}</Badge>
          ) : (
            <Badge color="green">A importar: {relatorio.casadas}</Badge>
          )}
          <Badge color="gray">Já importadas: {relatorio.duplicadas}</Badge>
          <Badge color="red">Rejeitadas: {relatorio.rejeitadas}</Badge>
        </Group>
        {relatorio.desconhecidos.length > 0 ? (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              Empregados não encontrados no cadastro ({relatorio.desconhecidos.length})
            </Text>
            <Text size="sm">
              Informe o CPF ou o PIS no cadastro do colaborador e refaça a prévia para incluí-los.
            </Text>
            <List size="sm">
              {relatorio.desconhecidos.map((d) => (
                <List.Item key={`${d.tipo}-${d.identificador}`}>
                  {d.tipo.toUpperCase()} {d.identificador}: {d.marcacoes} marcação(ões), a primeira
                  na linha {d.primeiraLinha}
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        {relatorio.ocorrencias.length > 0 ? (
          <List size="sm">
            {relatorio.ocorrencias.map((o) => (
              <List.Item key={`${o.linha}-${o.motivo}`}>
                Linha {o.linha}
                {o.nsr === null ? '' : ` (NSR ${o.nsr})`}: {o.motivo}
              </List.Item>
            ))}
          </List>
        ) : null}
        {relatorio.ocorrenciasOmitidas > 0 ? (
          <Text size="sm">Mais {relatorio.ocorrenciasOmitidas} ocorrência(s) não listadas.</Text>
        ) : null}
        <Apontamentos titulo="Linhas ilegíveis" itens={relatorio.erros} />
        <Apontamentos titulo="Avisos do leiaute" itens={relatorio.avisos} />
      </Stack>
    </Alert>
  );
};

/**
 * Importação do AFD de relógios REP-C/REP-A (671, 1510, 595): a prévia mostra o que entraria; a
 * importação, confirmada, reenvia o mesmo arquivo e grava numa transação.
 */
export const ImportarAfdCartao = () => {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [numeroRep, setNumeroRep] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const previa = useMutation({
    mutationFn: (a: File) => previaImportacaoAfd(a, numeroRep.trim()),
    onError: (e) => toast.erro(mensagemDe(e, 'Não foi possível ler o AFD.')),
  });
  const importar = useMutation({
    mutationFn: (a: File) => importarAfd(a, numeroRep.trim()),
    onError: (e) => toast.erro(mensagemDe(e, 'Não foi possível importar o AFD.')),
  });
  const recomecar = () => {
    previa.reset();
    importar.reset();
  };
  const handlePrevia = (evento: FormEvent) => {
    evento.preventDefault();
    if (!arquivo) {
      setErro('Arquivo AFD: selecione o arquivo.');
      return;
    }
    setErro(null);
    importar.reset();
    previa.mutate(arquivo);
  };
  const relatorio = importar.data ?? previa.data;
  const podeImportar = !!arquivo && !!previa.data && !importar.data && previa.data.casadas > 0;
  return (
    <Card withBorder>
      <form onSubmit={handlePrevia} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Importar AFD de relógio (REP-C / REP-A)
          </Title>
          <Text size="sm" c="dimmed">
            Portarias 671, 1510 e 595. O empregado é reconhecido pelo CPF (671) ou pelo PIS
            (1510/595) do cadastro.
          </Text>
          <FileInput
            label="Arquivo AFD"
            value={arquivo}
            onChange={(a) => {
              setArquivo(a);
              recomecar();
            }}
            error={erro}
            accept=".txt"
            clearable
            required
          />
          <TextInput
            label="Nº de fabricação do REP"
            description="Só para extrato sem cabeçalho (o número não está no arquivo)."
            value={numeroRep}
            onChange={(e) => {
              setNumeroRep(e.currentTarget.value.replace(/\D/g, '').slice(0, 17));
              recomecar();
            }}
            inputMode="numeric"
          />
          <Group>
            <Button type="submit" variant="default" loading={previa.isPending}>
              Pré-visualizar
            </Button>
            <Button
              type="button"
              disabled={!podeImportar}
              loading={importar.isPending}
              onClick={() => arquivo && importar.mutate(arquivo)}
            >
              {previa.data && !importar.data
                ? `Importar ${previa.data.casadas} marcação(ões)`
                : 'Importar'}
            </Button>
          </Group>
          {relatorio ? <RelatorioImportacao relatorio={relatorio} /> : null}
        </Stack>
      </form>
    </Card>
  );
};
