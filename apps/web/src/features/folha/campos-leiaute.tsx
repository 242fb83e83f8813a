import type { CampoLeiauteWire } from '@jornada/contracts';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';

export const FONTES: Record<CampoLeiauteWire['fonte'], string> = {
  fixo: 'Texto fixo',
  sequencial: 'Número sequencial da linha',
  empresaCodigo: 'Código da empresa na folha',
  empresaCnpj: 'CNPJ da empresa',
  empresaNome: 'Nome da empresa',
  competencia: 'Competência',
  periodoInicio: 'Início do período',
  periodoFim: 'Fim do período',
  matricula: 'Matrícula',
  cpf: 'CPF',
  pis: 'PIS',
  nome: 'Nome do colaborador',
  departamentoCodigo: 'Código do departamento',
  codigoVerba: 'Código da verba',
  unidadeSigla: 'Unidade (H ou D)',
  quantidade: 'Quantidade',
  horas: 'Horas',
  dias: 'Dias',
  totalLinhas: 'Total de linhas',
  totalQuantidade: 'Total das quantidades',
  data: 'Data do dia (registro por data)',
};

const DATAS = ['competencia', 'periodoInicio', 'periodoFim', 'data'];
const HORAS = ['quantidade', 'horas', 'totalQuantidade'];
const NUMEROS = [...HORAS, 'dias'];
const DOCUMENTOS = ['cpf', 'pis', 'empresaCnpj'];
const FORMATOS_DATA = [
  'AAAAMM',
  'MMAAAA',
  'AAAAMMDD',
  'DDMMAA',
  'DDMMAAAA',
  'DD/MM/AAAA',
  'AAAA-MM-DD',
];
const FORMATOS_HORAS = [
  { value: 'sexagesimal', label: 'Horas e minutos (8,35 = 8h35)' },
  { value: 'centesimal', label: 'Horas centesimais (8,58)' },
  { value: 'minutos', label: 'Minutos (515)' },
];
const SEPARADORES_DECIMAIS = [
  { value: 'implicito', label: 'Nenhum (decimais implícitos)' },
  { value: '.', label: 'Ponto' },
  { value: ',', label: 'Vírgula' },
  { value: ':', label: 'Dois-pontos' },
];

export type CamposLeiauteProps = {
  titulo: string;
  campos: CampoLeiauteWire[];
  isFixo: boolean;
  onChange: (campos: CampoLeiauteWire[]) => void;
};

const semVazios = (c: CampoLeiauteWire): CampoLeiauteWire =>
  Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined)) as CampoLeiauteWire;

/** Os campos de uma linha (detalhe, cabeçalho ou rodapé), na ordem em que saem no arquivo. */
export const CamposLeiaute = ({ titulo, campos, isFixo, onChange }: CamposLeiauteProps) => {
  const alterar = (i: number, parcial: Partial<CampoLeiauteWire>) =>
    onChange(campos.map((c, j) => (j === i ? semVazios({ ...c, ...parcial }) : c)));
  const mover = (i: number, delta: number) => {
    const novos = [...campos];
    const [campo] = novos.splice(i, 1);
    if (campo) novos.splice(i + delta, 0, campo);
    onChange(novos);
  };
  const numero = (v: string | number) => (typeof v === 'number' ? v : undefined);

  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600}>
        {titulo}
      </Text>
      {campos.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhum campo.
        </Text>
      ) : null}
      {campos.map((c, i) => {
        const n = `${titulo}, campo ${i + 1}`;
        return (
          // A ordem é a identidade do campo no leiaute.
          // biome-ignore lint/suspicious/noArrayIndexKey: campos não têm id próprio
          <Paper key={i} withBorder p="xs" role="group" aria-label={n}>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <Select
                label={`Campo ${i + 1}`}
                aria-label={`Fonte: ${n}`}
                data={Object.entries(FONTES).map(([value, label]) => ({ value, label }))}
                value={c.fonte}
                onChange={(v) =>
                  v &&
                  onChange(
                    campos.map((x, j) =>
                      j === i
                        ? {
                            fonte: v as CampoLeiauteWire['fonte'],
                            ...(x.tamanho ? { tamanho: x.tamanho } : {}),
                          }
                        : x,
                    ),
                  )
                }
                allowDeselect={false}
                searchable
                w={220}
              />
              {c.fonte === 'fixo' ? (
                <TextInput
                  label="Texto"
                  value={c.valor ?? ''}
                  onChange={(e) => alterar(i, { valor: e.currentTarget.value })}
                  w={120}
                />
              ) : null}
              <NumberInput
                label="Tamanho"
                value={c.tamanho ?? ''}
                onChange={(v) => alterar(i, { tamanho: numero(v) })}
                min={1}
                max={500}
                required={isFixo}
                w={90}
              />
              <Select
                label="Alinhamento"
                data={[
                  { value: 'esquerda', label: 'À esquerda' },
                  { value: 'direita', label: 'À direita' },
                ]}
                value={c.alinhamento ?? null}
                placeholder="Padrão"
                onChange={(v) =>
                  alterar(i, { alinhamento: (v ?? undefined) as CampoLeiauteWire['alinhamento'] })
                }
                clearable
                w={130}
              />
              <TextInput
                label="Preenchimento"
                placeholder="Padrão"
                value={c.preenchimento ?? ''}
                maxLength={1}
                onChange={(e) => alterar(i, { preenchimento: e.currentTarget.value || undefined })}
                w={110}
              />
              {DATAS.includes(c.fonte) ? (
                <Select
                  label="Formato da data"
                  data={FORMATOS_DATA}
                  value={c.formatoData ?? null}
                  placeholder="Padrão"
                  clearable
                  onChange={(v) =>
                    alterar(i, { formatoData: (v ?? undefined) as CampoLeiauteWire['formatoData'] })
                  }
                  w={150}
                />
              ) : null}
              {HORAS.includes(c.fonte) ? (
                <Select
                  label="Formato das horas"
                  data={FORMATOS_HORAS}
                  value={c.formatoHoras ?? null}
                  placeholder="Padrão"
                  clearable
                  onChange={(v) =>
                    alterar(i, {
                      formatoHoras: (v ?? undefined) as CampoLeiauteWire['formatoHoras'],
                    })
                  }
                  w={240}
                />
              ) : null}
              {NUMEROS.includes(c.fonte) ? (
                <>
                  <NumberInput
                    label="Casas decimais"
                    value={c.casasDecimais ?? ''}
                    onChange={(v) => alterar(i, { casasDecimais: numero(v) })}
                    min={0}
                    max={4}
                    w={120}
                  />
                  <Select
                    label="Separador decimal"
                    data={SEPARADORES_DECIMAIS}
                    value={
                      c.separadorDecimal === undefined
                        ? null
                        : c.separadorDecimal === ''
                          ? 'implicito'
                          : c.separadorDecimal
                    }
                    placeholder="Padrão"
                    clearable
                    onChange={(v) =>
                      alterar(i, {
                        separadorDecimal:
                          v === null
                            ? undefined
                            : v === 'implicito'
                              ? ''
                              : (v as CampoLeiauteWire['separadorDecimal']),
                      })
                    }
                    w={200}
                  />
                </>
              ) : null}
              {DOCUMENTOS.includes(c.fonte) ? (
                <Checkbox
                  label="Só os dígitos"
                  checked={c.somenteDigitos ?? true}
                  onChange={(e) => alterar(i, { somenteDigitos: e.currentTarget.checked })}
                />
              ) : null}
              <Group gap={4}>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Subir ${n}`}
                  disabled={i === 0}
                  onClick={() => mover(i, -1)}
                >
                  ↑
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Descer ${n}`}
                  disabled={i === campos.length - 1}
                  onClick={() => mover(i, 1)}
                >
                  ↓
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  aria-label={`Remover ${n}`}
                  onClick={() => onChange(campos.filter((_, j) => j !== i))}
                >
                  Remover
                </Button>
              </Group>
            </Group>
          </Paper>
        );
      })}
      <Group>
        <Button
          size="xs"
          variant="light"
          onClick={() =>
            onChange([...campos, { fonte: 'codigoVerba', ...(isFixo ? { tamanho: 10 } : {}) }])
          }
        >
          Adicionar campo em {titulo.toLowerCase()}
        </Button>
      </Group>
    </Stack>
  );
};
