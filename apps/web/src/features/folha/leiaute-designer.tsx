import {
  type DefinicaoLeiauteWire,
  type Leiaute,
  type LeiauteBody,
  leiauteBodySchema,
} from '@jornada/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { CamposLeiaute } from './campos-leiaute.tsx';
import { mensagemErroConfig } from './folha.api.ts';
import { folhaQueries, useGravarLeiaute } from './folha.queries.ts';
import { LeiautePrevia } from './leiaute-previa.tsx';
import { descreverProblema } from './leiaute-validacao.ts';

const DEFINICAO_INICIAL: DefinicaoLeiauteWire = {
  tipo: 'delimitado',
  separador: ';',
  campos: [{ fonte: 'matricula' }, { fonte: 'codigoVerba' }, { fonte: 'quantidade' }],
  fimDeLinha: 'CRLF',
  codificacao: 'iso-8859-1',
};

export type LeiauteDesignerProps = { leiaute: Leiaute | null; onConcluir: () => void };

/** Designer de leiaute: campos, ordem, tamanhos ou separador, formatos, cabeçalho e rodapé. */
export const LeiauteDesigner = ({ leiaute, onConcluir }: LeiauteDesignerProps) => {
  const prontos = useQuery(folhaQueries.leiautes());
  const { salvar } = useGravarLeiaute();
  const [nome, setNome] = useState(leiaute?.nome ?? '');
  const [extensao, setExtensao] = useState<LeiauteBody['extensao']>(leiaute?.extensao ?? 'txt');
  const [d, setD] = useState<DefinicaoLeiauteWire>(leiaute?.definicao ?? DEFINICAO_INICIAL);
  const [problemas, setProblemas] = useState<string[]>([]);
  const isFixo = d.tipo === 'fixo';
  const alterar = (parcial: Partial<DefinicaoLeiauteWire>) =>
    setD((atual) => ({ ...atual, ...parcial }));

  const copiarPronto = (chave: string | null) => {
    const pronto = prontos.data?.prontos.find((p) => p.chave === chave);
    if (!pronto) return;
    setD(structuredClone(pronto.definicao));
    setExtensao(pronto.extensao);
    if (!nome.trim()) setNome(`${pronto.nome} (cópia)`);
    toast.info(`Definição copiada de ${pronto.nome}. Ajuste o que precisar e salve.`);
  };

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    const corpo = { nome: nome.trim(), extensao, definicao: d };
    const validado = leiauteBodySchema.safeParse(corpo);
    if (!validado.success) {
      setProblemas(validado.error.issues.map(descreverProblema));
      return;
    }
    setProblemas([]);
    salvar.mutate(
      { corpo: validado.data, ...(leiaute ? { id: leiaute.id } : {}) },
      {
        onSuccess: (l) => {
          toast.sucesso(`Leiaute ${l.nome} salvo.`);
          onConcluir();
        },
        onError: (erro) => setProblemas([mensagemErroConfig(erro)]),
      },
    );
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {leiaute ? `Alterar leiaute ${leiaute.nome}` : 'Novo leiaute'}
      </Title>
      <form onSubmit={enviar} noValidate aria-label="Designer de leiaute">
        <Stack gap="md">
          <Paper withBorder p="md">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                label="Nome do leiaute"
                value={nome}
                onChange={(e) => setNome(e.currentTarget.value)}
                maxLength={120}
                required
                w={280}
              />
              <Select
                label="Começar de um leiaute pronto"
                placeholder="Opcional"
                data={(prontos.data?.prontos ?? []).map((p) => ({ value: p.chave, label: p.nome }))}
                value={null}
                onChange={copiarPronto}
                w={280}
              />
              <Select
                label="Extensão do arquivo"
                data={[
                  { value: 'txt', label: 'TXT' },
                  { value: 'csv', label: 'CSV' },
                ]}
                value={extensao}
                onChange={(v) => v && setExtensao(v as LeiauteBody['extensao'])}
                allowDeselect={false}
                w={150}
              />
              <Select
                label="Tipo de leiaute"
                data={[
                  { value: 'fixo', label: 'Largura fixa' },
                  { value: 'delimitado', label: 'Com separador' },
                ]}
                value={d.tipo}
                onChange={(v) => v && alterar({ tipo: v as DefinicaoLeiauteWire['tipo'] })}
                allowDeselect={false}
                w={170}
              />
              {isFixo ? null : (
                <>
                  <TextInput
                    label="Separador"
                    value={d.separador ?? ''}
                    maxLength={3}
                    onChange={(e) => alterar({ separador: e.currentTarget.value || undefined })}
                    required
                    w={100}
                  />
                  <Checkbox
                    label="Separador também no fim da linha"
                    checked={d.separadorNoFim ?? false}
                    onChange={(e) => alterar({ separadorNoFim: e.currentTarget.checked })}
                  />
                </>
              )}
              <Select
                label="Fim de linha"
                data={[
                  { value: 'CRLF', label: 'Windows (CR LF)' },
                  { value: 'LF', label: 'Linux (LF)' },
                ]}
                value={d.fimDeLinha}
                onChange={(v) =>
                  v && alterar({ fimDeLinha: v as DefinicaoLeiauteWire['fimDeLinha'] })
                }
                allowDeselect={false}
                w={170}
              />
              <Select
                label="Codificação"
                data={[
                  { value: 'iso-8859-1', label: 'ISO-8859-1 (Latin-1)' },
                  { value: 'utf-8', label: 'UTF-8' },
                ]}
                value={d.codificacao}
                onChange={(v) =>
                  v && alterar({ codificacao: v as DefinicaoLeiauteWire['codificacao'] })
                }
                allowDeselect={false}
                w={190}
              />
              <Checkbox
                label="Exportar verbas zeradas"
                checked={d.exportarZeradas ?? false}
                onChange={(e) => alterar({ exportarZeradas: e.currentTarget.checked })}
              />
              <Checkbox.Group
                label="Unidades aceitas"
                value={d.unidadesAceitas ?? ['horas', 'dias']}
                onChange={(v) =>
                  alterar({
                    unidadesAceitas: v as NonNullable<DefinicaoLeiauteWire['unidadesAceitas']>,
                  })
                }
              >
                <Group gap="sm" mt={4}>
                  <Checkbox value="horas" label="Horas" />
                  <Checkbox value="dias" label="Dias" />
                </Group>
              </Checkbox.Group>
            </Group>
          </Paper>
          <Paper withBorder p="md">
            <Stack gap="md">
              <Switch
                label="Linha de cabeçalho"
                checked={Boolean(d.cabecalho)}
                onChange={(e) =>
                  alterar({
                    cabecalho: e.currentTarget.checked
                      ? [{ fonte: 'fixo', valor: 'CABECALHO', ...(isFixo ? { tamanho: 9 } : {}) }]
                      : null,
                  })
                }
              />
              {d.cabecalho ? (
                <CamposLeiaute
                  titulo="Cabeçalho"
                  campos={d.cabecalho}
                  isFixo={isFixo}
                  onChange={(c) => alterar({ cabecalho: c })}
                />
              ) : null}
              <CamposLeiaute
                titulo="Campos da linha"
                campos={d.campos}
                isFixo={isFixo}
                onChange={(c) => alterar({ campos: c })}
              />
              <Switch
                label="Linha de rodapé"
                checked={Boolean(d.rodape)}
                onChange={(e) =>
                  alterar({
                    rodape: e.currentTarget.checked
                      ? [{ fonte: 'totalLinhas', ...(isFixo ? { tamanho: 6 } : {}) }]
                      : null,
                  })
                }
              />
              {d.rodape ? (
                <CamposLeiaute
                  titulo="Rodapé"
                  campos={d.rodape}
                  isFixo={isFixo}
                  onChange={(c) => alterar({ rodape: c })}
                />
              ) : null}
            </Stack>
          </Paper>
          {problemas.length > 0 ? (
            <Alert color="red" role="alert" title="Confira o leiaute">
              <Stack gap={2}>
                {problemas.map((p) => (
                  <span key={p}>{p}</span>
                ))}
              </Stack>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onConcluir}>
              Cancelar
            </Button>
            <Button type="submit" loading={salvar.isPending}>
              Salvar leiaute
            </Button>
          </Group>
        </Stack>
      </form>
      <LeiautePrevia definicao={d} />
    </Stack>
  );
};
