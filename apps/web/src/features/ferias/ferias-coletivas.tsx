import type { FeriasColetivasBody, PreviaColetivas } from '@jornada/contracts';
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { FeriasColetivasPrevia } from './ferias-coletivas-previa.tsx';
import { feriasRhQueries, useMarcarColetivas, usePreviaColetivas } from './ferias-rh.queries.ts';
import { mensagemDoErro } from './formato.ts';

type Grupo = 'departamentos' | 'filiais';
type Erros = Partial<Record<'grupo' | 'inicio' | 'dias', string>>;

/**
 * Férias coletivas de um departamento ou filial (CLT arts. 139–141): o RH escolhe o grupo e as
 * datas, vê quem é atingido e o saldo de cada um, e confirma; cada pessoa recebe férias aprovadas.
 */
export const FeriasColetivas = () => {
  const [tipoGrupo, setTipoGrupo] = useState<Grupo>('departamentos');
  const [grupoId, setGrupoId] = useState<string | null>(null);
  const [inicio, setInicio] = useState<string | null>(null);
  const [dias, setDias] = useState<number | string>(10);
  const [observacao, setObservacao] = useState('');
  const [erros, setErros] = useState<Erros>({});
  const [previa, setPrevia] = useState<PreviaColetivas | null>(null);
  const [isConfirmando, setConfirmando] = useState(false);
  const grupos = useQuery(feriasRhQueries.grupos(tipoGrupo));
  const verPrevia = usePreviaColetivas();
  const marcar = useMarcarColetivas();

  const corpo = (pagina = 1): FeriasColetivasBody | null => {
    const e: Erros = {};
    if (!grupoId)
      e.grupo = tipoGrupo === 'departamentos' ? 'Escolha o departamento.' : 'Escolha a filial.';
    if (!inicio) e.inicio = 'Informe o início das férias coletivas.';
    const n = typeof dias === 'number' ? dias : Number.NaN;
    if (!Number.isInteger(n) || n < 10 || n > 30)
      e.dias = 'Dias corridos: de 10 a 30 (CLT art. 139 §1º).';
    setErros(e);
    if (Object.keys(e).length > 0 || !grupoId || !inicio) return null;
    return {
      ...(tipoGrupo === 'departamentos'
        ? { departamentoId: Number(grupoId) }
        : { filialId: Number(grupoId) }),
      inicio,
      dias: n,
      observacao: observacao.trim() || undefined,
      pagina,
    };
  };
  const carregar = (pagina = 1) => {
    const b = corpo(pagina);
    if (!b) return;
    verPrevia.mutate(b, {
      onSuccess: setPrevia,
      onError: (e) => {
        setPrevia(null);
        toast.erro(mensagemDoErro(e));
      },
    });
  };
  const limparPrevia =
    <T,>(f: (v: T) => void) =>
    (v: T) => {
      f(v);
      setPrevia(null);
    };
  const confirmar = () => {
    const b = corpo();
    if (!b) return;
    marcar.mutate(b, {
      onSuccess: (r) => {
        setConfirmando(false);
        setPrevia(null);
        toast.sucesso(`Férias coletivas marcadas para ${r.afetados} colaboradores.`);
      },
      onError: (e) => {
        setConfirmando(false);
        toast.erro(mensagemDoErro(e));
      },
    });
  };

  return (
    <Stack gap="md" component="section" aria-label="Férias coletivas">
      <Card withBorder>
        <Stack gap="sm">
          <Text size="sm">
            Até 2 períodos por ano, nenhum com menos de 10 dias, com aviso aos empregados 15 dias
            antes do início (CLT art. 139). Comunique também o Ministério do Trabalho e o sindicato
            da categoria no mesmo prazo. Quem tem menos de 12 meses de casa goza férias
            proporcionais e começa um novo período aquisitivo (art. 140).
          </Text>
          <SegmentedControl
            aria-label="Grupo das férias coletivas"
            value={tipoGrupo}
            onChange={limparPrevia((v: string) => {
              setTipoGrupo(v as Grupo);
              setGrupoId(null);
            })}
            data={[
              { value: 'departamentos', label: 'Departamento' },
              { value: 'filiais', label: 'Filial' },
            ]}
            w={280}
          />
          <Group align="flex-start">
            <Select
              label={tipoGrupo === 'departamentos' ? 'Departamento' : 'Filial'}
              data={(grupos.data ?? []).map((g) => ({ value: String(g.id), label: g.nome }))}
              value={grupoId}
              onChange={limparPrevia(setGrupoId)}
              error={erros.grupo}
              searchable
              w={260}
            />
            <DatePickerPtBr
              label="Início"
              value={inicio}
              onChange={limparPrevia(setInicio)}
              error={erros.inicio}
            />
            <NumberInput
              label="Dias corridos"
              min={10}
              max={30}
              value={dias}
              onChange={limparPrevia(setDias)}
              error={erros.dias}
              w={140}
            />
          </Group>
          <Textarea
            label="Observação"
            value={observacao}
            maxLength={500}
            onChange={(e) => setObservacao(e.currentTarget.value)}
          />
          <Group>
            <Button onClick={() => carregar()} loading={verPrevia.isPending}>
              Ver quem é atingido
            </Button>
          </Group>
        </Stack>
      </Card>
      {previa ? (
        <Card withBorder component="section" aria-label="Prévia das férias coletivas">
          <Stack gap="sm">
            <Alert
              color="blue"
              title={`${previa.grupo}: ${formatarData(previa.inicio)} a ${formatarData(previa.fim)}`}
            >
              {`${previa.afetados} colaboradores atingidos, ${previa.excluidos} de fora. Aviso aos empregados em ${formatarData(previa.avisoEm)}.`}
            </Alert>
            <FeriasColetivasPrevia previa={previa} onPagina={carregar} />
            <Group>
              <Button disabled={previa.afetados === 0} onClick={() => setConfirmando(true)}>
                Marcar férias coletivas
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : null}
      <ConfirmModal
        isOpen={isConfirmando}
        title="Marcar férias coletivas"
        message={
          previa
            ? `Marcar férias de ${formatarData(previa.inicio)} a ${formatarData(previa.fim)} para ${previa.afetados} colaboradores de ${previa.grupo}? Elas entram aprovadas no calendário e no saldo de cada um.`
            : ''
        }
        acceptLabel="Marcar"
        isLoading={marcar.isPending}
        onAccept={confirmar}
        onDeny={() => setConfirmando(false)}
      />
    </Stack>
  );
};
