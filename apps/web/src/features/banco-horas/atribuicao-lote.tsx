import type { AtribuicaoLote } from '@jornada/contracts';
import { Button, Group, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { operacoesQueries, useOperacoesBancoHoras } from './banco-horas-operacoes.queries.ts';
import { useFalha } from './falha.tsx';

type Alvo = 'departamentos' | 'filiais' | 'grupos';

const ROTULO: Record<Alvo, string> = {
  departamentos: 'Departamento',
  filiais: 'Filial',
  grupos: 'Grupo',
};
const CAMPO: Record<Alvo, 'departamentoId' | 'filialId' | 'grupoId'> = {
  departamentos: 'departamentoId',
  filiais: 'filialId',
  grupos: 'grupoId',
};

const conflitoTexto = (c: NonNullable<AtribuicaoLote['pessoas'][number]['conflito']>) =>
  `Já em banco ${c.vigenciaFim ? `de ${formatarData(c.vigenciaInicio)} a ${formatarData(c.vigenciaFim)}` : `desde ${formatarData(c.vigenciaInicio)}`}`;

/** Atribuição do banco a um departamento, filial ou grupo, com vigência, prévia e conflitos. */
export const AtribuicaoLoteForm = ({ bancoHoraId }: { bancoHoraId: number }) => {
  const [alvo, setAlvo] = useState<Alvo>('departamentos');
  const cadastro = useQuery(operacoesQueries.cadastro(alvo));
  const { atribuirEmLote } = useOperacoesBancoHoras();
  const falha = useFalha();
  const [escolhido, setEscolhido] = useState<string | null>(null);
  const [inicio, setInicio] = useState<string | null>(null);
  const [fim, setFim] = useState<string | null>(null);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [previa, setPrevia] = useState<AtribuicaoLote | null>(null);

  const enviar = (comoPrevia: boolean, pagina = 1) => {
    const novos: Record<string, string> = {};
    if (!escolhido)
      novos.escolhido = `${ROTULO[alvo]}: escolha ${alvo === 'filiais' ? 'uma' : 'um'}.`;
    if (!inicio) novos.inicio = 'Vigência a partir de: informe a data.';
    if (inicio && fim && fim < inicio) novos.fim = 'Vigência até: não pode ser antes do início.';
    setErros(novos);
    if (!escolhido || !inicio || Object.keys(novos).length > 0) return;
    const filtro = { [CAMPO[alvo]]: Number(escolhido) };
    atribuirEmLote.mutate(
      {
        bancoHoraId,
        ...filtro,
        vigenciaInicio: inicio,
        vigenciaFim: fim,
        pagina,
        previa: comoPrevia,
      },
      {
        onSuccess: (r) => {
          if (comoPrevia) return setPrevia(r);
          setPrevia(null);
          toast.sucesso(`${r.incluidos} colaborador(es) incluído(s) no banco.`);
        },
        onError: (e) => falha.mostrar(e, 'Não foi possível calcular a atribuição.'),
      },
    );
  };
  const livres = previa ? previa.total - previa.conflitos : 0;

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Incluir em lote
      </Title>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="alvo-lote">
          Aplicar a
        </Text>
        <SegmentedControl
          aria-labelledby="alvo-lote"
          value={alvo}
          onChange={(v) => {
            setAlvo(v as Alvo);
            setEscolhido(null);
            setPrevia(null);
          }}
          data={[
            { value: 'departamentos', label: 'Departamento' },
            { value: 'filiais', label: 'Filial' },
            { value: 'grupos', label: 'Grupo' },
          ]}
        />
      </Stack>
      <Group align="flex-start">
        <Select
          label={ROTULO[alvo]}
          data={(cadastro.data ?? []).map((c) => ({ value: String(c.id), label: c.nome }))}
          value={escolhido}
          onChange={(v) => {
            setEscolhido(v);
            setPrevia(null);
          }}
          error={
            erros.escolhido ?? (cadastro.isError ? 'Não foi possível carregar a lista.' : undefined)
          }
          searchable
          w={260}
        />
        <DatePickerPtBr
          label="Vigência a partir de"
          value={inicio}
          onChange={setInicio}
          error={erros.inicio}
          isRequired
        />
        <DatePickerPtBr label="Vigência até" value={fim} onChange={setFim} error={erros.fim} />
      </Group>
      <Group>
        <Button variant="default" onClick={() => enviar(true)} loading={atribuirEmLote.isPending}>
          Ver quem entra
        </Button>
        {previa && livres > 0 ? (
          <Button onClick={() => enviar(false)} loading={atribuirEmLote.isPending}>
            Incluir {livres} colaborador(es)
          </Button>
        ) : null}
      </Group>
      {previa ? (
        <Stack gap="xs">
          <Text size="sm">
            Alcança {previa.total} · entram {livres} · com conflito {previa.conflitos}
          </Text>
          <Table aria-label="Quem entra no banco" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Colaborador</Table.Th>
                <Table.Th>Situação</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {previa.pessoas.map((p) => (
                <Table.Tr key={p.usuarioId}>
                  <Table.Td>{p.nome}</Table.Td>
                  <Table.Td>{p.conflito ? conflitoTexto(p.conflito) : 'Entra no banco'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Paginas
            total={Math.max(1, Math.ceil(previa.total / previa.porPagina))}
            value={previa.pagina}
            onChange={(p) => enviar(true, p)}
            rotulo="Páginas de quem entra"
          />
        </Stack>
      ) : null}
      {falha.modal}
    </Stack>
  );
};
