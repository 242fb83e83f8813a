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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { importarAfd, previaImportacaoAfd } from './arquivos-fiscais.api.ts';
import {
  enfileirarImportacaoAfd,
  LIMITE_IMPORTACAO_NA_HORA,
  relogiosQuery,
} from './importacao-afd.api.ts';
import { ProgressoImportacaoAfd } from './importacao-afd-progresso.tsx';
import { RelogiosAfd } from './importacao-afd-relogios.tsx';
import { DesconhecidosAfd } from './importacao-afd-vincular.tsx';

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
const RelatorioImportacao = ({
  relatorio,
  onVinculado,
}: {
  relatorio: ImportacaoAfd;
  /** Sem ele (relatório de importação já gravada), os desconhecidos não têm o botão de vincular. */
  onVinculado?: (() => void) | undefined;
}) => {
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
        <DesconhecidosAfd
          desconhecidos={relatorio.desconhecidos}
          canVincular={!!onVinculado}
          onVinculado={() => onVinculado?.()}
        />
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
 * Importação do AFD de relógios REP-C/REP-A (671, 1510, 595): a prévia mostra o que entraria e
 * deixa vincular os identificadores desconhecidos; a importação, confirmada, reenvia o mesmo
 * arquivo e grava numa transação — na hora até 2 MB, acima disso pela fila, com a barra de
 * progresso. Abaixo, os relógios cadastrados.
 */
export const ImportarAfdCartao = () => {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [numeroRep, setNumeroRep] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const previa = useMutation({
    mutationFn: (a: File) => previaImportacaoAfd(a, numeroRep.trim()),
    onError: (e) => toast.erro(mensagemDe(e, 'Não foi possível ler o AFD.')),
  });
  const queryClient = useQueryClient();
  const importar = useMutation({
    mutationFn: (a: File) => importarAfd(a, numeroRep.trim()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relogiosQuery().queryKey }),
    onError: (e) => toast.erro(mensagemDe(e, 'Não foi possível importar o AFD.')),
  });
  // Arquivo grande: vai para a fila e a tela acompanha a tarefa com a barra de progresso.
  const enfileirar = useMutation({
    mutationFn: (a: File) => enfileirarImportacaoAfd(a, numeroRep.trim()),
    onError: (e) => toast.erro(mensagemDe(e, 'Não foi possível enviar o AFD para a fila.')),
  });
  const recomecar = () => {
    previa.reset();
    importar.reset();
    enfileirar.reset();
  };
  const confirmar = (a: File) =>
    a.size > LIMITE_IMPORTACAO_NA_HORA ? enfileirar.mutate(a) : importar.mutate(a);
  const handlePrevia = (evento: FormEvent) => {
    evento.preventDefault();
    if (!arquivo) {
      setErro('Arquivo AFD: selecione o arquivo.');
      return;
    }
    setErro(null);
    importar.reset();
    enfileirar.reset();
    previa.mutate(arquivo);
  };
  const enviado = !!importar.data || !!enfileirar.data;
  const relatorio = importar.data ?? (enfileirar.data ? undefined : previa.data);
  const canImportar = !!arquivo && !!previa.data && !enviado && previa.data.casadas > 0;
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
              disabled={!canImportar}
              loading={importar.isPending || enfileirar.isPending}
              onClick={() => arquivo && confirmar(arquivo)}
            >
              {previa.data && !enviado
                ? `Importar ${previa.data.casadas} marcação(ões)`
                : 'Importar'}
            </Button>
          </Group>
          {relatorio ? (
            <RelatorioImportacao
              relatorio={relatorio}
              onVinculado={
                relatorio.confirmada || !arquivo ? undefined : () => previa.mutate(arquivo)
              }
            />
          ) : null}
          {enfileirar.data ? (
            <ProgressoImportacaoAfd tarefaId={enfileirar.data.id}>
              {(r) => <RelatorioImportacao relatorio={r} />}
            </ProgressoImportacaoAfd>
          ) : null}
        </Stack>
      </form>
      <Stack mt="lg">
        <RelogiosAfd />
      </Stack>
    </Card>
  );
};
