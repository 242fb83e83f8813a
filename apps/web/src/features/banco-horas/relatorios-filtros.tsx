import type { TipoRelatorioBancoHoras } from '@jornada/contracts';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { formatarData } from '../../lib/format.ts';
import { bancoHorasQueries } from './banco-horas.queries.ts';
import type { FiltrosRelatorio } from './relatorios-banco.api.ts';
import { relatoriosQueries } from './relatorios-banco.queries.ts';

export const NOMES_RELATORIO: Record<TipoRelatorioBancoHoras, string> = {
  saldos: 'Bancos e saldos',
  colaboradores: 'Por colaborador',
  ciclos: 'Ciclos',
  periodos: 'Períodos',
  extrato: 'Extrato',
  fechamento: 'Fechamento',
};

export type Pedido = { tipo: TipoRelatorioBancoHoras; filtros: FiltrosRelatorio };

const opcoes = (itens: { id: number; nome: string }[] | undefined) =>
  (itens ?? []).map((i) => ({ value: String(i.id), label: i.nome }));
const id = (v: string | null) => (v ? Number(v) : undefined);
const texto = (v: number | undefined) => (v === undefined ? null : String(v));

/** Os filtros dos relatórios: tipo, banco, período (ciclo gravado), filial, departamento, grupo e datas. */
export const RelatoriosFiltros = ({
  inicial,
  onGerar,
  isGerando,
}: {
  inicial: Pedido;
  onGerar: (p: Pedido) => void;
  isGerando: boolean;
}) => {
  const [tipo, setTipo] = useState<TipoRelatorioBancoHoras>(inicial.tipo);
  const [banco, setBanco] = useState(texto(inicial.filtros.bancoHoraId));
  const [periodo, setPeriodo] = useState(texto(inicial.filtros.periodoId));
  const [filial, setFilial] = useState(texto(inicial.filtros.filialId));
  const [departamento, setDepartamento] = useState(texto(inicial.filtros.departamentoId));
  const [grupo, setGrupo] = useState(texto(inicial.filtros.grupoId));
  const [inicio, setInicio] = useState(inicial.filtros.inicio ?? null);
  const [fim, setFim] = useState(inicial.filtros.fim ?? null);
  const [erroFim, setErroFim] = useState<string | null>(null);
  const bancos = useQuery(bancoHorasQueries.bancos());
  const ciclos = useQuery({ ...bancoHorasQueries.ciclos(Number(banco)), enabled: banco !== null });
  const filiais = useQuery(relatoriosQueries.filtro('filiais'));
  const departamentos = useQuery(relatoriosQueries.filtro('departamentos'));
  const grupos = useQuery(relatoriosQueries.filtro('grupos'));

  const gerar = () => {
    if (inicio && fim && fim < inicio) {
      setErroFim('Fim: não pode ser antes do início.');
      return;
    }
    setErroFim(null);
    onGerar({
      tipo,
      filtros: {
        bancoHoraId: id(banco),
        periodoId: id(periodo),
        filialId: id(filial),
        departamentoId: id(departamento),
        grupoId: id(grupo),
        inicio: periodo ? undefined : (inicio ?? undefined),
        fim: periodo ? undefined : (fim ?? undefined),
      },
    });
  };

  return (
    <Stack gap="xs">
      <Group align="flex-start">
        <Select
          label="Relatório"
          data={Object.entries(NOMES_RELATORIO).map(([value, label]) => ({ value, label }))}
          value={tipo}
          onChange={(v) => v && setTipo(v as TipoRelatorioBancoHoras)}
          allowDeselect={false}
          w={200}
        />
        <Select
          label="Banco"
          placeholder="Todos"
          data={opcoes(bancos.data)}
          value={banco}
          onChange={(v) => {
            setBanco(v);
            setPeriodo(null);
          }}
          clearable
          w={240}
        />
        <Select
          label="Período"
          placeholder={banco ? 'Pelas datas' : 'Escolha o banco'}
          data={(ciclos.data ?? []).map((c) => ({
            value: String(c.id),
            label: `${formatarData(c.inicio)} a ${formatarData(c.fim)}`,
          }))}
          value={periodo}
          onChange={setPeriodo}
          disabled={banco === null}
          clearable
          w={240}
        />
      </Group>
      <Group align="flex-start">
        <Select
          label="Filial"
          placeholder="Todas"
          data={opcoes(filiais.data)}
          value={filial}
          onChange={setFilial}
          clearable
          searchable
          w={200}
        />
        <Select
          label="Departamento"
          placeholder="Todos"
          data={opcoes(departamentos.data)}
          value={departamento}
          onChange={setDepartamento}
          clearable
          searchable
          w={200}
        />
        <Select
          label="Grupo"
          placeholder="Todos"
          data={opcoes(grupos.data)}
          value={grupo}
          onChange={setGrupo}
          clearable
          searchable
          w={200}
        />
        <DatePickerPtBr
          label="Início"
          value={inicio}
          onChange={setInicio}
          isDisabled={periodo !== null}
        />
        <DatePickerPtBr
          label="Fim"
          value={fim}
          onChange={setFim}
          error={erroFim}
          isDisabled={periodo !== null}
        />
      </Group>
      <Group>
        <Button onClick={gerar} loading={isGerando}>
          Gerar relatório
        </Button>
      </Group>
    </Stack>
  );
};
