import type { ImportacaoPrevia } from '@jornada/contracts';
import { Button, Card, FileInput, Group, Select, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { anosCompetencia, OPCOES_MESES } from '../../lib/competencia.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { enviarHolerites } from './holerite.api.ts';
import { holeriteKeys, holeriteQueries } from './holerite.queries.ts';

type Erros = Partial<Record<'tipo' | 'mes' | 'ano' | 'arquivo', string>>;

const mensagemDe = (erro: unknown, padrao: string) => (isErroApi(erro) ? erro.mensagem : padrao);

/**
 * Envio do arquivo da folha (um PDF com todos os holerites ou um ZIP de PDFs) com o tipo e a
 * competência; o servidor devolve a prévia da divisão (um rascunho), mostrada pela página.
 */
export type EnvioHoleritesProps = { onPrevia: (previa: ImportacaoPrevia) => void };

export const EnvioHolerites = ({ onPrevia }: EnvioHoleritesProps) => {
  const queryClient = useQueryClient();
  const tipos = useQuery(holeriteQueries.tipos());
  const [tipo, setTipo] = useState<string | null>(null);
  const [mes, setMes] = useState<string | null>(null);
  const [ano, setAno] = useState<string | null>(null);
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erros, setErros] = useState<Erros>({});
  const atualizarLista = () => queryClient.invalidateQueries({ queryKey: holeriteKeys.todos });

  const enviar = useMutation({
    mutationFn: (a: { arquivo: File; tipo: number; competencia: string }) =>
      enviarHolerites(a.arquivo, a.tipo, a.competencia),
    onSuccess: (p) => {
      onPrevia(p);
      void atualizarLista();
    },
    onError: (e) => toast.erro(mensagemDe(e, 'Não foi possível ler o arquivo de holerites.')),
  });
  const submeter = (e: FormEvent) => {
    e.preventDefault();
    const novos: Erros = {
      ...(tipo ? {} : { tipo: 'Escolha o tipo de holerite.' }),
      ...(mes ? {} : { mes: 'Escolha o mês da competência.' }),
      ...(ano ? {} : { ano: 'Escolha o ano da competência.' }),
      ...(arquivo ? {} : { arquivo: 'Escolha o arquivo PDF ou ZIP com os holerites.' }),
    };
    setErros(novos);
    if (!tipo || !mes || !ano || !arquivo) return;
    enviar.mutate({ arquivo, tipo: Number(tipo), competencia: `${ano}-${mes}` });
  };

  return (
    <Card withBorder component="section" aria-label="Importar holerites">
      <Stack gap="md">
        <Title order={2} size="h4">
          Importar holerites
        </Title>
        <form onSubmit={submeter} noValidate>
          <Stack gap="sm">
            <Group grow align="flex-start">
              <Select
                label="Tipo de holerite"
                placeholder={tipos.isError ? 'Tipos indisponíveis' : 'Escolha'}
                data={(tipos.data ?? []).map((t) => ({ value: String(t.id), label: t.nome }))}
                value={tipo}
                onChange={setTipo}
                error={erros.tipo}
                required
              />
              <Select
                label="Mês da competência"
                placeholder="Escolha"
                data={OPCOES_MESES}
                value={mes}
                onChange={setMes}
                error={erros.mes}
                required
              />
              <Select
                label="Ano da competência"
                placeholder="Escolha"
                data={anosCompetencia(new Date())}
                value={ano}
                onChange={setAno}
                error={erros.ano}
                required
              />
            </Group>
            <FileInput
              label="Arquivo (PDF ou ZIP)"
              description="Um PDF com os holerites de todos, como o sistema de folha imprime, ou um ZIP de PDFs (até 50 MB)."
              placeholder="Escolher arquivo"
              accept="application/pdf,.pdf,application/zip,.zip"
              value={arquivo}
              onChange={setArquivo}
              error={erros.arquivo}
              clearable
              required
            />
            <Group>
              <Button type="submit" loading={enviar.isPending}>
                Enviar e ver prévia
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
};
