import {
  HOLERITE_TIPOS,
  type LoteAssinatura,
  type TipoDocumentoAssinatura,
} from '@jornada/contracts';
import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  MultiSelect,
  Select,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { anosCompetencia, OPCOES_MESES } from '../../lib/competencia.ts';
import { AndamentoEnvio } from './andamento-envio.tsx';
import { enviarParaAssinatura, lerBase64 } from './assinatura.api.ts';
import { assinaturaKeys, assinaturaQueries } from './assinatura.queries.ts';
import { campoDoErro, FALHA_TIPOS, mensagemDe } from './assinatura-comum.ts';

type Campo = 'tipo' | 'mes' | 'ano' | 'arquivo' | 'usuarioIds' | 'titulo';
type Erros = Partial<Record<Campo, string>>;
const LIMITE_PDF = 7 * 1024 * 1024;

/** O mês anterior ao de hoje, como a competência sugerida (o espelho fechado). */
const mesAnterior = (hoje: Date) => {
  const d = new Date(hoje.getFullYear(), hoje.getMonth() - 1, 1);
  return { mes: String(d.getMonth() + 1).padStart(2, '0'), ano: String(d.getFullYear()) };
};

/** Envio em lote: tipo, competência (ou o PDF) e as pessoas escolhidas, com busca por nome. */
export const EnvioAssinatura = () => {
  const queryClient = useQueryClient();
  const tipos = useQuery(assinaturaQueries.tipos());
  const sugerida = mesAnterior(new Date());
  const [tipo, setTipo] = useState<string | null>(null);
  const [mes, setMes] = useState<string | null>(sugerida.mes);
  const [ano, setAno] = useState<string | null>(sugerida.ano);
  const [holeriteTipo, setHoleriteTipo] = useState<string | null>('1');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [titulo, setTitulo] = useState('');
  const [busca, setBusca] = useState('');
  const [buscaAdiada] = useDebouncedValue(busca, 250);
  const pessoas = useQuery(assinaturaQueries.pessoas(buscaAdiada));
  const [escolhidos, setEscolhidos] = useState<string[]>([]);
  const [nomes, setNomes] = useState<Record<string, string>>({});
  const [erros, setErros] = useState<Erros>({});
  const [lote, setLote] = useState<LoteAssinatura | null>(null);
  const info = tipos.data?.find((t) => t.id === tipo);

  const opcoesPessoas = [
    ...escolhidos.map((id) => ({ value: id, label: nomes[id] ?? id })),
    ...(pessoas.data ?? [])
      .filter((p) => !escolhidos.includes(String(p.id)))
      .map((p) => ({ value: String(p.id), label: p.nome })),
  ];

  const enviar = useMutation({
    mutationFn: async () =>
      enviarParaAssinatura({
        tipo: tipo as TipoDocumentoAssinatura,
        ...(info?.exigeCompetencia ? { competencia: `${ano}-${mes}` } : {}),
        ...(tipo === 'holerite' ? { holeriteTipoId: Number(holeriteTipo) } : {}),
        ...(titulo.trim() ? { titulo: titulo.trim() } : {}),
        usuarioIds: escolhidos.map(Number),
        ...(info?.exigeArquivo && arquivo
          ? { arquivo: { nome: arquivo.name, conteudoBase64: await lerBase64(arquivo) } }
          : {}),
      }),
    onSuccess: (r) => {
      const { documentos: _, ...andamento } = r;
      setLote(andamento);
      toast.sucesso(
        r.total === 1
          ? 'Envio iniciado: o documento está sendo gerado.'
          : `Envio iniciado: ${r.total} documentos estão sendo gerados.`,
      );
      setEscolhidos([]);
      setArquivo(null);
      setTitulo('');
      void queryClient.invalidateQueries({ queryKey: assinaturaKeys.todos });
    },
    onError: (e) => {
      const campo = campoDoErro(e);
      const texto = mensagemDe(e, 'Não foi possível enviar os documentos.');
      if (campo === 'competencia') setErros({ mes: texto });
      else if (campo && ['arquivo', 'usuarioIds', 'titulo', 'tipo'].includes(campo.split('.')[0]!))
        setErros({ [campo.split('.')[0] as Campo]: texto });
      else toast.erro(texto);
    },
  });

  const submeter = (e: FormEvent) => {
    e.preventDefault();
    const novos: Erros = {
      ...(tipo ? {} : { tipo: 'Escolha o tipo de documento.' }),
      ...(info?.exigeCompetencia && !mes ? { mes: 'Escolha o mês da competência.' } : {}),
      ...(info?.exigeCompetencia && !ano ? { ano: 'Escolha o ano da competência.' } : {}),
      ...(info?.exigeArquivo && !arquivo ? { arquivo: 'Escolha o arquivo PDF.' } : {}),
      ...(arquivo && arquivo.size > LIMITE_PDF ? { arquivo: 'O PDF passa de 7 MB.' } : {}),
      ...(escolhidos.length ? {} : { usuarioIds: 'Escolha ao menos um colaborador.' }),
    };
    setErros(novos);
    if (Object.keys(novos).length === 0) enviar.mutate();
  };

  return (
    <Card withBorder component="section" aria-label="Enviar para assinatura">
      <Stack gap="md">
        <Title order={2} size="h4">
          Enviar para assinatura
        </Title>
        {tipos.isError && <Alert color="red">{FALHA_TIPOS}</Alert>}
        <form onSubmit={submeter} noValidate>
          <Stack gap="sm">
            <Group grow align="flex-start">
              <Select
                label="Tipo de documento"
                placeholder="Escolha"
                data={(tipos.data ?? []).map((t) => ({ value: t.id, label: t.nome }))}
                value={tipo}
                onChange={setTipo}
                error={erros.tipo}
                required
              />
              {tipo === 'holerite' && (
                <Select
                  label="Tipo de holerite"
                  data={HOLERITE_TIPOS.map((t) => ({ value: String(t.id), label: t.nome }))}
                  value={holeriteTipo}
                  onChange={setHoleriteTipo}
                  allowDeselect={false}
                />
              )}
            </Group>
            {info?.exigeCompetencia && (
              <Group grow align="flex-start">
                <Select
                  label="Mês da competência"
                  data={OPCOES_MESES}
                  value={mes}
                  onChange={setMes}
                  allowDeselect={false}
                  error={erros.mes}
                  required
                />
                <Select
                  label="Ano da competência"
                  data={anosCompetencia(new Date())}
                  value={ano}
                  onChange={setAno}
                  allowDeselect={false}
                  error={erros.ano}
                  required
                />
              </Group>
            )}
            {info?.exigeArquivo && (
              <FileInput
                label="Arquivo PDF"
                description="O mesmo PDF vai a todas as pessoas escolhidas (até 7 MB)."
                placeholder="Escolher arquivo"
                accept="application/pdf,.pdf"
                value={arquivo}
                onChange={setArquivo}
                error={erros.arquivo}
                clearable
                required
              />
            )}
            <TextInput
              label="Título (opcional)"
              description="Sem título, o nome vem do tipo e da competência (ou do arquivo)."
              value={titulo}
              onChange={(e) => setTitulo(e.currentTarget.value)}
              error={erros.titulo}
              maxLength={150}
            />
            <MultiSelect
              label="Colaboradores"
              placeholder="Busque pelo nome"
              data={opcoesPessoas}
              value={escolhidos}
              onChange={(ids) => {
                const novos = { ...nomes };
                for (const o of opcoesPessoas) if (ids.includes(o.value)) novos[o.value] = o.label;
                setNomes(novos);
                setEscolhidos(ids);
              }}
              searchable
              searchValue={busca}
              onSearchChange={setBusca}
              filter={({ options }) => options}
              nothingFoundMessage={pessoas.isFetching ? 'Buscando…' : 'Ninguém encontrado'}
              error={erros.usuarioIds}
              hidePickedOptions
              required
            />
            <Group>
              <Button type="submit" loading={enviar.isPending}>
                Enviar para assinatura
              </Button>
            </Group>
          </Stack>
        </form>
        {lote && <AndamentoEnvio key={lote.loteId} inicial={lote} />}
      </Stack>
    </Card>
  );
};
