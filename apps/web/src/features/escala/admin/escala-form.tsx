import type { EscalaWire } from '@jornada/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  Select,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { dataIsoLocal } from '../../../lib/format.ts';
import { isErroApi } from '../../../lib/http/erro-api.ts';
import {
  FALHA_GENERICA,
  type LinhasProblema,
  linhasDoProblema,
  mensagemDoServidor,
} from '../acao.ts';
import { salvarEscala, validarEscala } from '../escala-regras.api.ts';
import { regrasQueries, useGravarRegra } from '../escala-regras.queries.ts';
import { EscalasComProblemasModal } from '../escalas-com-problemas-modal.tsx';
import {
  aplicarModelo,
  corpoDaEscala,
  escalaParaPrevia,
  TIPOS_PADRAO,
  type TipoPadrao,
  type ValoresEscala,
  valoresDaEscala,
  valoresIniciais,
} from './escala-form.model.ts';
import { PadraoEditor } from './padrao-editor.tsx';
import { PreviaEscala } from './previa-escala.tsx';

export type EscalaFormProps = { escala: EscalaWire | null; onFechar: () => void };

const TODOS_TURNOS = { ativo: true, pageNumber: 1, pageSize: 1000 };

/** Criar ou editar uma escala: padrão, prévia do mês e validação CLT (POST /escala/valida). */
export const EscalaForm = ({ escala, onFechar }: EscalaFormProps) => {
  const [valores, setValores] = useState<ValoresEscala>(() =>
    escala ? valoresDaEscala(escala) : valoresIniciais(),
  );
  const [erro, setErro] = useState<string | null>(null);
  const [problema, setProblema] = useState<LinhasProblema | null>(null);
  const [isValida, setValida] = useState(false);
  const [isOcupado, setOcupado] = useState(false);
  const [modelo, setModelo] = useState<string | null>(null);
  const [turnoModelo, setTurnoModelo] = useState<string | null>(null);
  const turnos = useQuery(regrasQueries.turnos(TODOS_TURNOS));
  const gestoes = useQuery(regrasQueries.comboGestoes());
  const condicoes = useQuery(regrasQueries.comboCondicoes());
  const modelos = useQuery(regrasQueries.modelos());
  const salvar = useGravarRegra(salvarEscala);
  const listaTurnos = turnos.data?.items ?? [];
  const previa = useMemo(() => escalaParaPrevia(valores, listaTurnos), [valores, listaTurnos]);

  const mudar = (parcial: Partial<ValoresEscala>) => {
    setValores((v) => ({ ...v, ...parcial }));
    setValida(false);
    setErro(null);
  };

  const corpo = () => {
    const c = corpoDaEscala(valores);
    if (typeof c === 'string') {
      setErro(c);
      return null;
    }
    return c;
  };

  const validar = async () => {
    const c = corpo();
    if (!c) return;
    setOcupado(true);
    try {
      const r = await validarEscala(c);
      if (r.valido) setValida(true);
      else setProblema(linhasDoProblema(r.linhas));
    } catch (e) {
      setErro(mensagemDoServidor(e) ?? FALHA_GENERICA);
    } finally {
      setOcupado(false);
    }
  };

  const gravar = async () => {
    const c = corpo();
    if (!c) return;
    setOcupado(true);
    try {
      const r = await salvar.mutateAsync(escala ? { ...c, id: escala.id } : c);
      toast.sucesso(r.mensagem ?? 'Escala salva.');
      onFechar();
    } catch (e) {
      const mensagem = mensagemDoServidor(e) ?? FALHA_GENERICA;
      // 422: a CLT recusou; a mensagem traz as linhas do modal (cabeçalho, itens, rodapé).
      if (isErroApi(e) && e.status === 422) setProblema(linhasDoProblema(mensagem));
      else setErro(mensagem);
    } finally {
      setOcupado(false);
    }
  };

  const usarModelo = () => {
    const m = modelos.data?.find((x) => x.chave === modelo);
    if (!m || !turnoModelo) return;
    mudar(aplicarModelo(valores, m, turnoModelo, dataIsoLocal(new Date())));
  };

  const opcoesTurnos = listaTurnos.map((t) => ({ value: String(t.id), label: t.nome }));
  return (
    <Stack gap="md">
      <Stack gap="sm">
        <Group grow>
          <TextInput
            label="Código"
            required
            value={valores.codigo}
            onChange={(e) => mudar({ codigo: e.currentTarget.value })}
          />
          <TextInput
            label="Nome da escala"
            required
            value={valores.nome}
            onChange={(e) => mudar({ nome: e.currentTarget.value })}
          />
        </Group>
        <Group grow>
          <Select
            label="Gestão"
            placeholder="Sem gestão"
            data={(gestoes.data ?? []).map((g) => ({ value: String(g.id), label: g.nome }))}
            value={valores.gestaoId}
            onChange={(gestaoId) => mudar({ gestaoId })}
            clearable
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label="Condição de trabalho"
            placeholder="Sem condição"
            data={(condicoes.data ?? []).map((c) => ({ value: String(c.id), label: c.nome }))}
            value={valores.condicaoTrabalhoId}
            onChange={(condicaoTrabalhoId) => mudar({ condicaoTrabalhoId })}
            clearable
            comboboxProps={{ withinPortal: false }}
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput
            label="Contrato semanal (HH:MM)"
            description="Em branco: o da condição de trabalho."
            value={valores.contrato}
            onChange={(e) => mudar({ contrato: e.currentTarget.value })}
          />
          <Select
            label="Tipo de escala"
            data={TIPOS_PADRAO}
            value={valores.tipo}
            allowDeselect={false}
            onChange={(v) => mudar({ tipo: (v ?? 'semanal') as TipoPadrao })}
            comboboxProps={{ withinPortal: false }}
          />
        </Group>
        <Group align="flex-end" grow>
          <Select
            label="Começar de um modelo"
            placeholder="Escolha um modelo"
            data={(modelos.data ?? []).map((m) => ({ value: m.chave, label: m.nome }))}
            value={modelo}
            onChange={setModelo}
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label="Turno do modelo"
            placeholder="Turno dos dias de trabalho"
            data={opcoesTurnos}
            value={turnoModelo}
            onChange={setTurnoModelo}
            comboboxProps={{ withinPortal: false }}
          />
          <Button variant="light" onClick={usarModelo} disabled={!modelo || !turnoModelo}>
            Aplicar modelo
          </Button>
        </Group>
        <Divider label="Padrão" labelPosition="left" />
        <PadraoEditor valores={valores} turnos={listaTurnos} onChange={mudar} />
        <Checkbox
          label="Exceção autorizada por acordo coletivo (salva mesmo com apontamentos da CLT)"
          checked={valores.excecaoAcordoColetivo}
          onChange={(e) => mudar({ excecaoAcordoColetivo: e.currentTarget.checked })}
        />
      </Stack>
      <div>
        <Title order={3} size="h5" mb="xs">
          Prévia do mês
        </Title>
        <PreviaEscala escala={previa} />
      </div>
      {erro ? (
        <Alert color="red" role="alert">
          {erro}
        </Alert>
      ) : null}
      {isValida ? (
        <Alert color="green" role="status">
          Nenhum problema encontrado na validação da CLT.
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onFechar}>
          Cancelar
        </Button>
        <Button variant="light" onClick={() => void validar()} loading={isOcupado}>
          Validar na CLT
        </Button>
        <Button onClick={() => void gravar()} loading={isOcupado}>
          Salvar
        </Button>
      </Group>
      <EscalasComProblemasModal linhas={problema} onClose={() => setProblema(null)} />
    </Stack>
  );
};
