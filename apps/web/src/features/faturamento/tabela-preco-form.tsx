import type { FaixaPrecoWire } from '@jornada/contracts';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  centavosParaTexto,
  competenciaAnterior,
  reaisParaCentavos,
} from './faturamento-formato.ts';
import { SeletorCompetencia } from './seletor-competencia.tsx';

type FaixaTexto = { ate: string; preco: string };

export type TabelaPrecoValores = {
  nome: string;
  vigenciaInicio: string;
  mensalidadeMinimaCentavos: number;
  faixas: FaixaPrecoWire[];
};

export type TabelaPrecoFormProps = {
  /** Com nome (novo plano) ou só a tabela (novo preço de um plano existente). */
  comNome: boolean;
  inicial?: { mensalidadeMinimaCentavos: number; faixas: FaixaPrecoWire[] };
  rotuloSalvar: string;
  isSalvando: boolean;
  onSalvar: (v: TabelaPrecoValores) => void;
};

const paraTexto = (faixas: FaixaPrecoWire[]): FaixaTexto[] =>
  faixas.map((f) => ({
    ate: f.ate === null ? '' : String(f.ate),
    preco: centavosParaTexto(f.precoCentavos),
  }));

/**
 * Tabela de preço: vigência, mensalidade mínima e faixas progressivas por colaborador ativo
 * (a última sem limite). Valores em reais com vírgula; a API recebe centavos inteiros.
 */
export const TabelaPrecoForm = ({
  comNome,
  inicial,
  rotuloSalvar,
  isSalvando,
  onSalvar,
}: TabelaPrecoFormProps) => {
  const [nome, setNome] = useState('');
  const [vigencia, setVigencia] = useState(() => competenciaAnterior(new Date()));
  const [minima, setMinima] = useState(
    inicial ? centavosParaTexto(inicial.mensalidadeMinimaCentavos) : '0,00',
  );
  const [faixas, setFaixas] = useState<FaixaTexto[]>(
    inicial ? paraTexto(inicial.faixas) : [{ ate: '', preco: '' }],
  );
  const [erros, setErros] = useState<Record<string, string>>({});

  const mudarFaixa = (i: number, campo: keyof FaixaTexto, valor: string) =>
    setFaixas((fs) => fs.map((f, j) => (j === i ? { ...f, [campo]: valor } : f)));

  const salvar = () => {
    const e: Record<string, string> = {};
    if (comNome && !nome.trim()) e.nome = 'Nome do plano: informe o nome.';
    const minimaCentavos = reaisParaCentavos(minima);
    if (minimaCentavos === null)
      e.minima = 'Mensalidade mínima: informe um valor em reais, como 149,90.';
    let anterior = 0;
    const lidas: FaixaPrecoWire[] = [];
    faixas.forEach((f, i) => {
      const ultima = i === faixas.length - 1;
      const preco = reaisParaCentavos(f.preco);
      if (preco === null)
        e[`preco${i}`] = `Preço da faixa ${i + 1}: informe um valor em reais, como 8,90.`;
      const ate = ultima ? null : Number(f.ate);
      if (!ultima && (!/^\d+$/.test(f.ate) || (ate ?? 0) <= anterior))
        e[`ate${i}`] =
          `Até quantos colaboradores (faixa ${i + 1}): informe um número maior que ${anterior}.`;
      if (ate !== null) anterior = ate;
      lidas.push({ ate, precoCentavos: preco ?? 0 });
    });
    setErros(e);
    if (Object.keys(e).length > 0) return;
    onSalvar({
      nome: nome.trim(),
      vigenciaInicio: vigencia,
      mensalidadeMinimaCentavos: minimaCentavos ?? 0,
      faixas: lidas,
    });
  };

  return (
    <Stack gap="sm">
      {comNome ? (
        <TextInput
          label="Nome do plano"
          value={nome}
          onChange={(ev) => setNome(ev.currentTarget.value)}
          error={erros.nome}
          maxLength={80}
        />
      ) : null}
      <SeletorCompetencia value={vigencia} onChange={setVigencia} rotulo="Vale desde" />
      <TextInput
        label="Mensalidade mínima (R$)"
        value={minima}
        onChange={(ev) => setMinima(ev.currentTarget.value)}
        error={erros.minima}
        inputMode="decimal"
      />
      <Text size="sm" fw={500}>
        Faixas por colaborador ativo (cada um paga o preço da faixa em que cai)
      </Text>
      {faixas.map((f, i) => {
        const ultima = i === faixas.length - 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: as faixas são uma lista ordenada sem id.
          <Group key={i} align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label={`Faixa ${i + 1}: até quantos colaboradores`}
              value={ultima ? '' : f.ate}
              placeholder={ultima ? 'sem limite' : ''}
              disabled={ultima}
              onChange={(ev) => mudarFaixa(i, 'ate', ev.currentTarget.value)}
              error={erros[`ate${i}`]}
              inputMode="numeric"
              w={200}
            />
            <TextInput
              label={`Faixa ${i + 1}: preço por colaborador (R$)`}
              value={f.preco}
              onChange={(ev) => mudarFaixa(i, 'preco', ev.currentTarget.value)}
              error={erros[`preco${i}`]}
              inputMode="decimal"
              w={200}
            />
            {faixas.length > 1 ? (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remover faixa ${i + 1}`}
                onClick={() => setFaixas((fs) => fs.filter((_, j) => j !== i))}
                mb={4}
              >
                ×
              </ActionIcon>
            ) : null}
          </Group>
        );
      })}
      <Group gap="sm">
        <Button
          variant="subtle"
          onClick={() => setFaixas((fs) => [...fs, { ate: '', preco: '' }])}
          disabled={faixas.length >= 20}
        >
          Adicionar faixa
        </Button>
        <Button onClick={salvar} loading={isSalvando}>
          {rotuloSalvar}
        </Button>
      </Group>
    </Stack>
  );
};
