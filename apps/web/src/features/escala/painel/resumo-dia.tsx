import {
  Avatar,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Menu,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { ROTULO_TIPO_ACAO, STATUS_ACAO } from '../acao.ts';
import {
  dataPorExtenso,
  diaSemanaAbreviado,
  horaDeDataHora,
  ROTULO_NATUREZA,
  TAGS,
} from '../calendario.ts';
import type { AcaoDisponivel, DiaColaborador } from '../escala.tipos.ts';

export type ResumoDiaProps = {
  dia: DiaColaborador;
  acoes: AcaoDisponivel[];
  isCarregandoAcoes: boolean;
  erroAcoes: string | null;
  isBloqueado: boolean;
  onEscolher: (acao: AcaoDisponivel) => void;
  onVerDetalhes: (acaoId: number) => void;
  onArquivarAlocacao: (alocacaoId: number) => void;
};

const iniciais = (nome: string) =>
  nome
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join('');

const CartaoColaborador = ({ usuario }: { usuario: DiaColaborador['usuario'] }) => (
  <Card withBorder padding="sm" component="section" aria-label="Colaborador">
    <Group wrap="nowrap">
      <Avatar src={usuario.foto} alt={`Foto de ${usuario.nome}`} radius="xl" size="lg">
        {iniciais(usuario.nome)}
      </Avatar>
      <div>
        <Text fw={600}>{usuario.nome}</Text>
        <Text size="sm" c="dimmed">
          {usuario.cargo ?? 'Cargo não informado'}
        </Text>
        <Text size="sm" c="dimmed">
          Turno: {usuario.turno ?? 'não informado'}
        </Text>
      </div>
    </Group>
  </Card>
);

const BlocoData = ({ dia }: { dia: DiaColaborador }) => (
  <Group gap="md" wrap="nowrap" aria-label="Data" role="group">
    <Stack gap={0} align="center" miw={56}>
      <Text size="sm" fw={700} c="blue.9">
        {dia.diaSemana || diaSemanaAbreviado(dia.data)}
      </Text>
      <Text fz={32} fw={700} lh={1}>
        {dia.data.slice(8, 10)}
      </Text>
    </Stack>
    <div>
      <Text>{dataPorExtenso(dia.data)}</Text>
      <Group gap={4} mt={4}>
        <Badge variant="light" color="gray">
          {ROTULO_NATUREZA[dia.naturezaDia]}
        </Badge>
        {dia.feriado ? <Badge color="red">{dia.feriado}</Badge> : null}
        {dia.tags
          .filter((t) => t !== 'feriados')
          .map((t) => (
            <Badge key={t} color={TAGS[t].cor}>
              {TAGS[t].nome}
            </Badge>
          ))}
      </Group>
    </div>
  </Group>
);

const MenuAcoes = ({
  acoes,
  isCarregandoAcoes,
  erroAcoes,
  isBloqueado,
  onEscolher,
}: ResumoDiaProps) => {
  if (erroAcoes) {
    return (
      <Text size="sm" c="red.8" role="alert">
        Não foi possível carregar as ações: {erroAcoes}
      </Text>
    );
  }
  const vazio = !isCarregandoAcoes && acoes.length === 0;
  return (
    <Group gap="xs">
      <Menu position="bottom-start" withinPortal={false}>
        <Menu.Target>
          <Button loading={isCarregandoAcoes} disabled={vazio || isBloqueado} variant="light">
            ações
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {acoes.map((acao) => (
            <Menu.Item key={acao.acaoId} onClick={() => onEscolher(acao)}>
              {acao.titulo}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {vazio ? (
        <Text size="sm" c="dimmed">
          Nenhuma ação disponível para este dia.
        </Text>
      ) : null}
    </Group>
  );
};

const Horario = ({ rotulo, valor }: { rotulo: string; valor: string | null }) => (
  <div>
    <Text size="xs" c="dimmed">
      {rotulo}
    </Text>
    <Text fw={600}>{horaDeDataHora(valor) ?? '—'}</Text>
  </div>
);

const EscalaEmVigorSecao = ({ dia }: { dia: DiaColaborador }) => {
  const vigor = dia.escalaEmVigor;
  return (
    <section aria-labelledby="escala-em-vigor">
      <Title order={4} size="sm" id="escala-em-vigor" mb={6}>
        ESCALA EM VIGOR
      </Title>
      {vigor ? (
        <Card withBorder padding="sm">
          <Text fw={600}>{vigor.nomeEscala}</Text>
          <Text size="xs" c="dimmed" mb="xs">
            Código {vigor.codigoEscala}
          </Text>
          <SimpleGrid cols={4} spacing="xs">
            <Horario rotulo="Entrada" valor={vigor.horaEntrada} />
            <Horario rotulo="Saída almoço" valor={vigor.horaSaidaAlmoco} />
            <Horario rotulo="Volta almoço" valor={vigor.horaVoltaAlmoco} />
            <Horario rotulo="Saída" valor={vigor.horaSaida} />
          </SimpleGrid>
        </Card>
      ) : (
        <Text size="sm" c="dimmed">
          Nenhuma escala em vigor nesta data.
        </Text>
      )}
    </section>
  );
};

const AlteracoesSecao = ({
  dia,
  onVerDetalhes,
}: {
  dia: DiaColaborador;
  onVerDetalhes: (id: number) => void;
}) => {
  const alteracao = dia.alteracaoEscala;
  return (
    <section aria-labelledby="alteracoes-escala">
      <Title order={4} size="sm" id="alteracoes-escala" mb={6}>
        ALTERAÇÕES DE ESCALA
      </Title>
      {alteracao ? (
        <Card withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>{ROTULO_TIPO_ACAO[alteracao.tipoAcao]}</Text>
              <Badge color={STATUS_ACAO[alteracao.status].cor} variant="light">
                {STATUS_ACAO[alteracao.status].rotulo}
              </Badge>
            </div>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => onVerDetalhes(alteracao.acaoId)}
            >
              ver detalhes
            </Button>
          </Group>
        </Card>
      ) : (
        <Text size="sm" c="dimmed">
          Nenhuma alteração de escala nesta data.
        </Text>
      )}
    </section>
  );
};

/** Tela inicial do painel: colaborador, data, menu 'ações' e as duas seções do spec §2. */
export const ResumoDia = (props: ResumoDiaProps) => {
  const { dia, isBloqueado, onVerDetalhes, onArquivarAlocacao } = props;
  const [isConfirmandoArquivo, setConfirmandoArquivo] = useState(false);
  const { alocacaoId } = dia;
  return (
    <Stack gap="md">
      {dia.empregado ? <CartaoColaborador usuario={dia.usuario} /> : null}
      <BlocoData dia={dia} />
      <MenuAcoes {...props} />
      <Divider />
      <EscalaEmVigorSecao dia={dia} />
      <AlteracoesSecao dia={dia} onVerDetalhes={onVerDetalhes} />
      {dia.permitirArquivarAlocacao && alocacaoId !== null ? (
        <>
          <Button
            variant="subtle"
            color="red"
            onClick={() => setConfirmandoArquivo(true)}
            disabled={isBloqueado}
          >
            Arquivar alocação
          </Button>
          <ConfirmModal
            isOpen={isConfirmandoArquivo}
            title="Arquivar alocação"
            message="A alocação deste colaborador na escala será arquivada. Deseja continuar?"
            acceptLabel="Arquivar"
            onAccept={() => {
              setConfirmandoArquivo(false);
              onArquivarAlocacao(alocacaoId);
            }}
            onDeny={() => setConfirmandoArquivo(false)}
          />
        </>
      ) : null}
    </Stack>
  );
};
