import { Alert, Button, Card, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { MESES, OPCOES_MESES } from '../../lib/competencia.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { useCreditarFeriadosTrabalhados } from './banco-folgas.queries.ts';

type Resultado = { creditados: number; pessoas: number; jaCreditados: number; mes: string };

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

const textoDoResultado = (r: Resultado) => {
  if (r.creditados === 0 && r.jaCreditados === 0)
    return `Nenhum feriado trabalhado em ${r.mes}: nenhum crédito lançado.`;
  const partes = [
    r.creditados > 0
      ? `${plural(r.creditados, 'crédito lançado', 'créditos lançados')} para ${plural(r.pessoas, 'pessoa', 'pessoas')}`
      : 'Nenhum crédito novo',
  ];
  if (r.jaCreditados > 0)
    partes.push(
      `${plural(r.jaCreditados, 'feriado já estava creditado', 'feriados já estavam creditados')}`,
    );
  return `${partes.join('; ')} (${r.mes}).`;
};

/**
 * RH: credita um dia por feriado trabalhado no mês, pelo espelho (trabalho de relógio no
 * feriado), com validade em meses; um feriado já creditado não credita de novo.
 */
export const FeriadosTrabalhados = () => {
  const agora = new Date();
  const [mes, setMes] = useState<string | null>(String(agora.getMonth() + 1).padStart(2, '0'));
  const [ano, setAno] = useState<number | string>(agora.getFullYear());
  const [validade, setValidade] = useState<number | string>(6);
  const [erros, setErros] = useState<{ mes?: string; ano?: string; validade?: string }>({});
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const creditar = useCreditarFeriadosTrabalhados();

  const enviar = async (ev: FormEvent) => {
    ev.preventDefault();
    const e: typeof erros = {};
    if (!mes) e.mes = 'Escolha o mês.';
    if (typeof ano !== 'number' || ano < 2000 || ano > 2100) e.ano = 'Ano: de 2000 a 2100.';
    if (typeof validade !== 'number' || validade < 1 || validade > 24)
      e.validade = 'Validade: de 1 a 24 meses.';
    setErros(e);
    if (Object.keys(e).length > 0) return;
    setResultado(null);
    const r = await creditar.mutateAsync({
      ano: Number(ano),
      mes: Number(mes),
      validadeMeses: Number(validade),
    });
    const final = {
      creditados: r.creditados.length,
      pessoas: new Set(r.creditados.map((c) => c.usuarioId)).size,
      jaCreditados: r.jaCreditados,
      mes: `${MESES[Number(mes) - 1]}/${ano}`,
    };
    setResultado(final);
    toast.sucesso(textoDoResultado(final));
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="titulo-feriados">
      <form onSubmit={(ev) => void enviar(ev).catch(() => undefined)} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h5" id="titulo-feriados">
              Feriados trabalhados
            </Title>
            <Text size="sm" c="dimmed">
              Um dia de folga para cada feriado com trabalho no espelho do mês.
            </Text>
          </div>
          <Group align="flex-start">
            <Select
              label="Mês"
              data={OPCOES_MESES}
              value={mes}
              onChange={setMes}
              error={erros.mes}
              allowDeselect={false}
              w={160}
            />
            <NumberInput
              label="Ano"
              value={ano}
              onChange={setAno}
              min={2000}
              max={2100}
              allowDecimal={false}
              error={erros.ano}
              w={110}
            />
            <NumberInput
              label="Validade (meses)"
              value={validade}
              onChange={setValidade}
              min={1}
              max={24}
              allowDecimal={false}
              error={erros.validade}
              w={150}
            />
          </Group>
          <Group>
            <Button type="submit" loading={creditar.isPending}>
              Creditar feriados trabalhados
            </Button>
          </Group>
          {creditar.isError ? (
            <Alert color="red" role="alert">
              {isErroApi(creditar.error)
                ? creditar.error.mensagem
                : 'Não foi possível creditar os feriados trabalhados.'}
            </Alert>
          ) : null}
          {resultado ? (
            <Alert color="green" role="status">
              {textoDoResultado(resultado)}
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
};
