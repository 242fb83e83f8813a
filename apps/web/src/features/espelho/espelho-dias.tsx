import type { DiaEspelho, MarcacaoEspelho } from '@jornada/contracts';
import { isMotivoSolicitacao } from '@jornada/domain';
import { ActionIcon, Badge, Button, Group, List, Table, Text, VisuallyHidden } from '@mantine/core';
import { Fragment, useState } from 'react';
import { horaCurta } from '../../lib/format.ts';
import { AbonoModal } from './abono-modal.tsx';
import { type AusenciaDoDia, CancelarAbonoModal } from './cancelar-abono-modal.tsx';
import { diaMes, horasDeMinutos, rotuloCodigo, textoAbono } from './espelho-formato.ts';
import { HorasExtrasDoDia } from './espelho-horas-extras.tsx';
import { AcionamentosDoDia, EsperasDoDia } from './espelho-sobreaviso.tsx';

const ROTULO_FONTE: Readonly<Record<MarcacaoEspelho['fonte'], string>> = {
  original: 'Original',
  incluida: 'Incluída',
  desconsiderada: 'Desconsiderada',
};
const COR_FONTE: Readonly<Record<MarcacaoEspelho['fonte'], string>> = {
  original: 'gray',
  incluida: 'blue',
  desconsiderada: 'red',
};
const ROTULO_TIPO_DIA: Readonly<Record<DiaEspelho['tipoDia'], string>> = {
  trabalho: '',
  folga: 'Folga',
  dsr: 'DSR',
  feriado: 'Feriado',
  compensado: 'Compensado',
};

const Marcacao = ({ marcacao }: { marcacao: MarcacaoEspelho }) => (
  <Group gap={4} wrap="nowrap">
    <Text
      size="sm"
      td={marcacao.fonte === 'desconsiderada' ? 'line-through' : undefined}
      ff="monospace"
    >
      {horaCurta(marcacao.hora)}
    </Text>
    <Badge size="xs" variant="light" color={COR_FONTE[marcacao.fonte]}>
      {ROTULO_FONTE[marcacao.fonte]}
    </Badge>
    {marcacao.pendente ? (
      <Badge size="xs" variant="outline" color="yellow">
        Pendente
      </Badge>
    ) : null}
  </Group>
);

const previstoDoDia = (dia: DiaEspelho): string =>
  dia.jornada.length > 0
    ? dia.jornada.map(([e, s]) => `${horaCurta(e)}–${horaCurta(s)}`).join(' ')
    : '—';

const extrasDoDia = (dia: DiaEspelho): string => {
  const faixas = (dia.apuracao?.extras ?? []).filter((e) => e.minutos > 0);
  if (faixas.length === 0) return '—';
  return faixas.map((e) => `${horasDeMinutos(e.minutos)} (${e.percentual}%)`).join(' · ');
};

const minutosOuTraco = (minutos: number | undefined): string =>
  minutos === undefined || minutos === 0 ? '—' : horasDeMinutos(minutos);

/** Férias, recesso e folga concedida dizem o que são; um abono diz se o dia foi pago. */
const rotuloAusencia = (a: AusenciaDoDia): string => {
  if (isMotivoSolicitacao(a.motivo)) return a.motivoDescricao;
  return a.abona ? 'Abonado' : 'Justificado';
};

const Ocorrencias = ({ dia }: { dia: DiaEspelho }) => {
  const apuracao = dia.apuracao;
  if (!apuracao) return null;
  const abono = dia.ausenciaJustificada;
  return (
    <Group gap={4}>
      {abono ? (
        <Badge
          size="sm"
          color={abono.abona ? 'green' : 'gray'}
          variant="light"
          title={textoAbono(abono)}
        >
          {rotuloAusencia(abono)}
        </Badge>
      ) : null}
      <EsperasDoDia dia={dia} />
      <HorasExtrasDoDia dia={dia} />
      {apuracao.inconsistencias.map((codigo) => (
        <Badge key={`i-${codigo}`} size="sm" color="red" variant="light">
          {rotuloCodigo(codigo)}
        </Badge>
      ))}
      {apuracao.alertas.map((codigo) => (
        <Badge key={`a-${codigo}`} size="sm" color="orange" variant="light">
          {rotuloCodigo(codigo)}
        </Badge>
      ))}
    </Group>
  );
};

/** Dia em que cabe registrar abono: já apurado, com jornada prevista e ainda sem ausência ativa. */
const canAbonarDia = (dia: DiaEspelho): boolean =>
  !dia.aberto && dia.jornada.length > 0 && dia.ausenciaJustificada === null;

const LinhaDia = ({ dia, usuarioAbono }: { dia: DiaEspelho; usuarioAbono?: number }) => {
  const [aberta, setAberta] = useState(false);
  const [abonando, setAbonando] = useState(false);
  // A ausência de quando o cancelamento foi aberto: o modal fica com ela mesmo que o espelho
  // seja relido enquanto ele está aberto (ex.: 409 de já cancelada).
  const [cancelando, setCancelando] = useState<AusenciaDoDia | null>(null);
  const ausencia = dia.ausenciaJustificada;
  const apuracao = dia.apuracao;
  const rotulo = `${diaMes(dia.data)} ${dia.diaSemana}`;
  const idDetalhe = `explicacao-${dia.data}`;
  const tipo = dia.feriado ?? ROTULO_TIPO_DIA[dia.tipoDia];
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td>
          <ActionIcon
            variant="subtle"
            aria-label={`${aberta ? 'Ocultar' : 'Ver'} explicação de ${diaMes(dia.data)}`}
            aria-expanded={aberta}
            aria-controls={idDetalhe}
            onClick={() => setAberta((a) => !a)}
          >
            {aberta ? '▾' : '▸'}
          </ActionIcon>
        </Table.Td>
        <Table.Th scope="row">
          <Text size="sm" fw={600}>
            {rotulo}
          </Text>
          {tipo ? (
            <Text size="xs" c="dimmed">
              {tipo}
            </Text>
          ) : null}
        </Table.Th>
        <Table.Td>
          {dia.marcacoes.length + (dia.sobreaviso?.acionamentos.length ?? 0) === 0 ? (
            '—'
          ) : (
            <Group gap="xs">
              {dia.marcacoes.map((m) => (
                <Marcacao key={m.chave} marcacao={m} />
              ))}
              <AcionamentosDoDia dia={dia} />
            </Group>
          )}
        </Table.Td>
        <Table.Td>{previstoDoDia(dia)}</Table.Td>
        <Table.Td>{apuracao ? horasDeMinutos(apuracao.trabalhadoComputado) : '—'}</Table.Td>
        <Table.Td>{extrasDoDia(dia)}</Table.Td>
        <Table.Td>{minutosOuTraco(apuracao?.noturnoReduzido)}</Table.Td>
        <Table.Td>
          {apuracao && apuracao.falta > 0 ? (
            <Badge color="red" variant="light" size="sm">
              Falta {horasDeMinutos(apuracao.falta)}
            </Badge>
          ) : (
            minutosOuTraco(apuracao?.debito)
          )}
        </Table.Td>
        <Table.Td>
          <Group gap={4}>
            {dia.aberto ? (
              <Text size="xs" c="dimmed">
                Em aberto
              </Text>
            ) : (
              <Ocorrencias dia={dia} />
            )}
            {usuarioAbono !== undefined && canAbonarDia(dia) ? (
              <Button
                size="compact-xs"
                variant="subtle"
                aria-label={`Registrar abono em ${diaMes(dia.data)}`}
                onClick={() => setAbonando(true)}
              >
                Registrar abono
              </Button>
            ) : null}
            {usuarioAbono !== undefined && ausencia && !isMotivoSolicitacao(ausencia.motivo) ? (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                aria-label={`Cancelar abono em ${diaMes(dia.data)}`}
                onClick={() => setCancelando(ausencia)}
              >
                Cancelar abono
              </Button>
            ) : null}
          </Group>
          {abonando && usuarioAbono !== undefined ? (
            <AbonoModal usuarioId={usuarioAbono} dia={dia} onClose={() => setAbonando(false)} />
          ) : null}
          {cancelando ? (
            <CancelarAbonoModal
              data={dia.data}
              ausencia={cancelando}
              onClose={() => setCancelando(null)}
            />
          ) : null}
        </Table.Td>
      </Table.Tr>
      {aberta ? (
        <Table.Tr id={idDetalhe}>
          <Table.Td />
          <Table.Td colSpan={8}>
            {apuracao && apuracao.explicacao.length > 0 ? (
              <List size="sm" aria-label={`Explicação de ${diaMes(dia.data)}`}>
                {apuracao.explicacao.map((linha, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: linhas de texto podem repetir
                  <List.Item key={i}>{linha}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                {dia.aberto
                  ? 'Dia ainda em aberto: a apuração sai depois que o dia termina.'
                  : 'Sem explicação para este dia.'}
              </Text>
            )}
            {dia.ausenciaJustificada ? (
              <Text size="sm" mt="xs">
                {isMotivoSolicitacao(dia.ausenciaJustificada.motivo)
                  ? 'Afastamento aprovado'
                  : 'Ausência justificada'}
                : {textoAbono(dia.ausenciaJustificada)}
                {dia.ausenciaJustificada.observacao
                  ? ` — ${dia.ausenciaJustificada.observacao}`
                  : ''}
              </Text>
            ) : null}
            {dia.marcacoes.some((m) => m.motivo) ? (
              <List size="sm" mt="xs">
                {dia.marcacoes
                  .filter((m) => m.motivo)
                  .map((m) => (
                    <List.Item key={`motivo-${m.chave}`}>
                      {horaCurta(m.hora)} ({ROTULO_FONTE[m.fonte].toLowerCase()}): {m.motivo}
                    </List.Item>
                  ))}
              </List>
            ) : null}
          </Table.Td>
        </Table.Tr>
      ) : null}
    </Fragment>
  );
};

/**
 * Dias do espelho. Com `usuarioAbono` (RH ou gestor vendo o espelho de alguém), cada dia apurado
 * com jornada oferece "Abonar" (registro de ausência justificada) e cada dia com ausência
 * justificada ativa oferece "Cancelar abono".
 */
export const TabelaDiasEspelho = ({
  dias,
  usuarioAbono,
}: {
  dias: DiaEspelho[];
  usuarioAbono?: number;
}) => (
  <Table.ScrollContainer minWidth={960}>
    <Table striped aria-label="Dias do espelho" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <VisuallyHidden>Detalhes</VisuallyHidden>
          </Table.Th>
          <Table.Th>Dia</Table.Th>
          <Table.Th>Marcações</Table.Th>
          <Table.Th>Previsto</Table.Th>
          <Table.Th>Trabalhado</Table.Th>
          <Table.Th>Extras</Table.Th>
          <Table.Th>Noturno</Table.Th>
          <Table.Th>Débito/falta</Table.Th>
          <Table.Th>Ocorrências</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {dias.map((dia) => (
          <LinhaDia key={dia.data} dia={dia} usuarioAbono={usuarioAbono} />
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
