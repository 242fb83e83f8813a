import {
  Alert,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  PasswordInput,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { dayjs } from '../../lib/dayjs.ts';
import { formatarData } from '../../lib/format.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { salvarArquivo } from '../../lib/http/salvar-arquivo.ts';
import {
  baixarAej,
  baixarAejAssinatura,
  baixarAfd,
  baixarAfdAssinatura,
  enviarCertificado,
  listCertificados,
} from './arquivos-fiscais.api.ts';
import { ImportarAfdCartao } from './importacao-afd.tsx';

const mensagemDe = (erro: unknown, padrao: string) => (isErroApi(erro) ? erro.mensagem : padrao);

const Exportacao = () => {
  const [dataInicio, setDataInicio] = useState<string | null>(
    dayjs().startOf('month').format('YYYY-MM-DD'),
  );
  const [dataFim, setDataFim] = useState<string | null>(dayjs().format('YYYY-MM-DD'));
  const [erro, setErro] = useState<string | null>(null);
  const [baixando, setBaixando] = useState<'afd' | 'aej' | null>(null);

  const baixarArquivo = async (tipo: 'afd' | 'aej') => {
    if (!dataInicio || !dataFim) {
      setErro('Período: informe a data inicial e a data final.');
      return;
    }
    if (dataInicio > dataFim) {
      setErro('Período: a data final deve ser igual ou posterior à inicial.');
      return;
    }
    setErro(null);
    setBaixando(tipo);
    const periodo = { dataInicio, dataFim };
    try {
      const arquivo = tipo === 'afd' ? await baixarAfd(periodo) : await baixarAej(periodo);
      salvarArquivo(arquivo.blob, arquivo.nome);
      const assinatura =
        tipo === 'afd'
          ? await baixarAfdAssinatura(periodo, arquivo.headers)
          : await baixarAejAssinatura(periodo, arquivo.headers);
      salvarArquivo(assinatura.blob, assinatura.nome);
      toast.sucesso(`${arquivo.nome} e ${assinatura.nome} baixados.`);
    } catch (e) {
      toast.erro(mensagemDe(e, 'Não foi possível gerar o arquivo.'));
    } finally {
      setBaixando(null);
    }
  };

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          AFD e AEJ
        </Title>
        <Group align="flex-start" grow>
          <DatePickerPtBr
            label="Data inicial"
            value={dataInicio}
            onChange={setDataInicio}
            isRequired
          />
          <DatePickerPtBr label="Data final" value={dataFim} onChange={setDataFim} isRequired />
        </Group>
        {erro ? (
          <Text c="red" size="sm" role="alert">
            {erro}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          Cada arquivo vem com a assinatura digital destacada (.p7s) do mesmo conteúdo.
        </Text>
        <Group>
          <Button
            loading={baixando === 'afd'}
            disabled={baixando !== null}
            onClick={() => void baixarArquivo('afd')}
          >
            Baixar AFD
          </Button>
          <Button
            loading={baixando === 'aej'}
            disabled={baixando !== null}
            onClick={() => void baixarArquivo('aej')}
          >
            Baixar AEJ
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};

const Certificados = () => {
  const queryClient = useQueryClient();
  const lista = useQuery({ queryKey: ['certificados'], queryFn: listCertificados });
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [senha, setSenha] = useState('');
  const [erros, setErros] = useState<{ arquivo?: string; senha?: string }>({});
  const enviar = useMutation({
    mutationFn: () => enviarCertificado(arquivo as File, senha),
    onSuccess: () => {
      toast.sucesso('Certificado enviado.');
      setArquivo(null);
      setSenha('');
    },
    onError: (e) => toast.erro(mensagemDe(e, 'Não foi possível enviar o certificado.')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['certificados'] }),
  });
  const handleEnviar = (evento: FormEvent) => {
    evento.preventDefault();
    const novos: typeof erros = {};
    if (!arquivo) novos.arquivo = 'Certificado (.pfx/.p12): selecione o arquivo.';
    if (senha === '') novos.senha = 'Senha do certificado: informe a senha.';
    setErros(novos);
    if (Object.keys(novos).length === 0) enviar.mutate();
  };
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Certificado digital
        </Title>
        {lista.isPending ? <LoadingState label="Carregando certificados…" /> : null}
        {lista.isError ? (
          <Alert color="red" role="alert" title="Certificados indisponíveis">
            {mensagemDe(lista.error, 'Não foi possível carregar os certificados.')}
          </Alert>
        ) : null}
        {lista.isSuccess && lista.data.length === 0 ? (
          <EmptyState title="Nenhum certificado" description="Envie o certificado A1 da empresa." />
        ) : null}
        {lista.isSuccess && lista.data.length > 0 ? (
          <TabelaRolavel rotulo="Certificados">
            <Table aria-label="Certificados">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Titular</Table.Th>
                  <Table.Th>Validade</Table.Th>
                  <Table.Th>Situação</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lista.data.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>{c.titular}</Table.Td>
                    <Table.Td>
                      {formatarData(c.validoDe)} a {formatarData(c.validoAte)}
                    </Table.Td>
                    <Table.Td>
                      {c.ativo ? <Badge color="green">ativo</Badge> : null}
                      {c.doDesenvolvedor ? <Badge color="gray">do desenvolvedor</Badge> : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        ) : null}
        <form onSubmit={handleEnviar} noValidate>
          <Stack gap="sm">
            <FileInput
              label="Certificado (.pfx/.p12)"
              value={arquivo}
              onChange={setArquivo}
              error={erros.arquivo}
              accept=".pfx,.p12"
              clearable
              required
            />
            <PasswordInput
              label="Senha do certificado"
              value={senha}
              onChange={(e) => setSenha(e.currentTarget.value)}
              error={erros.senha}
              required
            />
            <Group>
              <Button type="submit" loading={enviar.isPending}>
                Enviar certificado
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
};

/** Arquivos fiscais do RH (#/dashboard/admin/arquivos-fiscais): AFD, AEJ, importação e certificado. */
export const ArquivosFiscaisPage = () => (
  <Stack gap="lg" maw={860}>
    <Title order={1} size="h2">
      Arquivos fiscais
    </Title>
    <Exportacao />
    <ImportarAfdCartao />
    <Certificados />
  </Stack>
);
