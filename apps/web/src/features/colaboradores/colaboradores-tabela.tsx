import type { ColaboradorWire } from '@jornada/contracts';
import { mascararCpf } from '@jornada/contracts';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { formatarData } from '../../lib/format.ts';

type Props = {
  items: ColaboradorWire[];
  /** As opções (filiais, cargos…) carregaram: o formulário de edição pode abrir. */
  podeEditar: boolean;
  /** Colaborador cujo convite de primeiro acesso está sendo enviado. */
  convidandoId: number | undefined;
  onEditar: (c: ColaboradorWire) => void;
  onConvidar: (c: ColaboradorWire) => void;
  onDesligar: (c: ColaboradorWire) => void;
  onMensagens: (c: ColaboradorWire) => void;
};

/** Tabela de uma página de colaboradores, com as ações de cada um (ativos e desligados). */
export const ColaboradoresTabela = ({
  items,
  podeEditar,
  convidandoId,
  onEditar,
  onConvidar,
  onDesligar,
  onMensagens,
}: Props) => {
  const botaoMensagens = (c: ColaboradorWire) => (
    <Button
      size="compact-sm"
      variant="subtle"
      onClick={() => onMensagens(c)}
      aria-label={`Mensagens de ${c.nome}`}
    >
      Mensagens
    </Button>
  );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover aria-label="Lista de colaboradores">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome</Table.Th>
            <Table.Th>CPF</Table.Th>
            <Table.Th>Filial</Table.Th>
            <Table.Th>Departamento</Table.Th>
            <Table.Th>Cargo</Table.Th>
            <Table.Th>Admissão</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>Ações</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                <Text size="sm">{c.nome}</Text>
                <Text size="xs" c="dimmed">
                  {c.email}
                </Text>
              </Table.Td>
              <Table.Td>{mascararCpf(c.cpf)}</Table.Td>
              <Table.Td>{c.filialNome ?? '—'}</Table.Td>
              <Table.Td>{c.departamentoNome ?? '—'}</Table.Td>
              <Table.Td>{c.cargoNome ?? '—'}</Table.Td>
              <Table.Td>{formatarData(c.admissao)}</Table.Td>
              <Table.Td>
                {c.situacao === 'ativo' ? (
                  <Badge color="green" variant="light">
                    Ativo
                  </Badge>
                ) : (
                  <Badge color="gray" variant="light">
                    Desligado em {formatarData(c.demissao)}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                {c.situacao === 'ativo' ? (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => onEditar(c)}
                      disabled={!podeEditar}
                      aria-label={`Editar ${c.nome}`}
                    >
                      Editar
                    </Button>
                    {c.cadastroConfirmado ? null : (
                      <Button
                        size="compact-sm"
                        variant="light"
                        loading={convidandoId === c.id}
                        onClick={() => onConvidar(c)}
                        aria-label={`Convidar para o primeiro acesso: ${c.nome}`}
                      >
                        Convidar para o primeiro acesso
                      </Button>
                    )}
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => onDesligar(c)}
                      aria-label={`Desligar ${c.nome}`}
                    >
                      Desligar
                    </Button>
                    {botaoMensagens(c)}
                  </Group>
                ) : (
                  botaoMensagens(c)
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
