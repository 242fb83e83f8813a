import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { formatarMinutos } from '../../lib/format.ts';
import type { FaixaForm } from './banco-horas-gravacao.ts';
import { CampoNumero } from './campo-numero.tsx';
import { lerDuracao } from './formato.ts';

export type FaixaEdicao = Omit<FaixaForm, 'ateMinutos'> & { ate: string; chave: string };

let proximaChave = 0;
const novaChave = () => `faixa-${++proximaChave}`;

export const faixaParaEdicao = (f: FaixaForm): FaixaEdicao => ({
  ...f,
  chave: novaChave(),
  ate: f.ateMinutos === null ? '' : formatarMinutos(f.ateMinutos),
});

/** Erros das faixas por índice e campo; vazio quando tudo é válido. */
export const validarFaixas = (faixas: FaixaEdicao[]): Record<string, string> => {
  const erros: Record<string, string> = {};
  let limiteAnterior = 0;
  faixas.forEach((f, i) => {
    const n = i + 1;
    const ate = f.ate.trim() === '' ? null : lerDuracao(f.ate);
    if (f.ate.trim() !== '' && (ate === null || ate < 1))
      erros[`ate-${i}`] = `Faixa ${n}, até: informe a duração em HH:MM ou deixe vazio.`;
    else if (ate !== null && ate <= limiteAnterior)
      erros[`ate-${i}`] = `Faixa ${n}, até: precisa ser maior que o limite da faixa anterior.`;
    else if (ate === null && i < faixas.length - 1)
      erros[`ate-${i}`] = `Faixa ${n}, até: só a última faixa fica sem limite.`;
    if (ate !== null) limiteAnterior = ate;
    if (!(f.fator >= 0.1 && f.fator <= 10))
      erros[`fator-${i}`] = `Faixa ${n}, fator: informe um valor de 0,1 a 10.`;
  });
  return erros;
};

export type FaixasCamposProps = {
  faixas: FaixaEdicao[];
  /** Quantas faixas (as primeiras) já estão gravadas: essas não se removem. */
  salvas: number;
  erros: Record<string, string>;
  onChange: (faixas: FaixaEdicao[]) => void;
};

/** Faixas de conversão do crédito do dia (limite acumulado, fator e verba de cada uma). */
export const FaixasCampos = ({ faixas, salvas, erros, onChange }: FaixasCamposProps) => {
  const alterar = (i: number, parcial: Partial<FaixaEdicao>) =>
    onChange(faixas.map((f, j) => (j === i ? { ...f, ...parcial } : f)));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Faixas de crédito
      </Text>
      <Text size="xs" c="dimmed">
        Cada faixa converte o crédito do dia até o limite acumulado pelo seu fator. Sem faixas, o
        crédito entra 1 para 1.
      </Text>
      {faixas.map((f, i) => (
        <Card key={f.chave} withBorder padding="xs">
          <Stack gap={6}>
            <Group justify="space-between">
              <Text size="sm" fw={600}>
                Faixa {i + 1}
              </Text>
              {i >= salvas ? (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Remover faixa ${i + 1}`}
                  onClick={() => onChange(faixas.filter((_, j) => j !== i))}
                >
                  Remover
                </Button>
              ) : null}
            </Group>
            <TextInput
              label={`Faixa ${i + 1}: até (HH:MM)`}
              description="Vazio: o resto do dia."
              value={f.ate}
              onChange={(e) => alterar(i, { ate: e.currentTarget.value })}
              error={erros[`ate-${i}`]}
            />
            <CampoNumero
              label={`Faixa ${i + 1}: fator`}
              valorInicial={f.fator}
              onValor={(v) => alterar(i, { fator: v ?? Number.NaN })}
              min={0.1}
              max={10}
              step={0.1}
              error={erros[`fator-${i}`]}
            />
            <TextInput
              label={`Faixa ${i + 1}: verba`}
              value={f.verba}
              onChange={(e) => alterar(i, { verba: e.currentTarget.value })}
              maxLength={20}
            />
          </Stack>
        </Card>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={faixas.length >= 20}
          onClick={() =>
            onChange([...faixas, { ate: '', fator: 1, verba: '', chave: novaChave() }])
          }
        >
          Adicionar faixa
        </Button>
      </Group>
    </Stack>
  );
};
