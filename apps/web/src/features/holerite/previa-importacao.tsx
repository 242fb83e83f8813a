import type { ImportacaoPrevia } from '@jornada/contracts';
import { Alert, Badge, Button, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { formatarCompetencia } from '../../lib/competencia.ts';
import { formatarCpf } from './holerite-comum.ts';

export type PreviaImportacaoProps = {
  previa: ImportacaoPrevia;
  isPublicando: boolean;
  isDescartando: boolean;
  onPublicar: () => void;
  onDescartar: () => void;
};

/** O que a divisão encontrou e o que ficou de fora, antes de publicar (nada visível ainda). */
export const PreviaImportacao = ({
  previa,
  isPublicando,
  isDescartando,
  onPublicar,
  onDescartar,
}: PreviaImportacaoProps) => {
  const [confirmar, setConfirmar] = useState<'publicar' | 'descartar' | null>(null);
  const encontrados = previa.encontrados.length;
  const foraDoArquivo = previa.naoIdentificadas.length;
  return (
    <Stack gap="sm" aria-label="Prévia da importação" component="section">
      <Title order={2} size="h4">
        Prévia da importação
      </Title>
      <Text size="sm">
        {previa.nomeArquivo} · {previa.tipo} · {formatarCompetencia(previa.competencia)} ·{' '}
        {previa.paginas} página(s)
      </Text>
      <Group gap="xs">
        <Badge color="green">Holerites encontrados: {encontrados}</Badge>
        <Badge color={foraDoArquivo > 0 ? 'red' : 'gray'}>
          Páginas não identificadas: {foraDoArquivo}
        </Badge>
      </Group>
      <Alert color="blue" role="status">
        Nada foi publicado ainda: confira a divisão e publique para que cada colaborador veja o seu
        holerite.
      </Alert>
      {encontrados > 0 ? (
        <TabelaRolavel rotulo="Holerites encontrados">
          <Table striped aria-label="Holerites encontrados">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Colaborador</Table.Th>
                <Table.Th>CPF</Table.Th>
                <Table.Th>Matrícula</Table.Th>
                <Table.Th>Páginas</Table.Th>
                <Table.Th>Reconhecido por</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {previa.encontrados.map((h) => (
                <Table.Tr key={h.id}>
                  <Table.Td>{h.nome}</Table.Td>
                  <Table.Td>{formatarCpf(h.cpf)}</Table.Td>
                  <Table.Td>{h.matricula ?? '—'}</Table.Td>
                  <Table.Td>{h.paginas.join(', ')}</Table.Td>
                  <Table.Td>{h.identificadoPor === 'cpf' ? 'CPF' : 'Matrícula'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TabelaRolavel>
      ) : null}
      {foraDoArquivo > 0 ? (
        <Stack gap={4}>
          <Text fw={600} size="sm">
            Páginas não identificadas (não serão publicadas)
          </Text>
          <List size="sm" aria-label="Páginas não identificadas">
            {previa.naoIdentificadas.map((p) => (
              <List.Item key={`${p.arquivo}-${p.pagina}`}>
                Página {p.pagina}
                {p.arquivo !== previa.nomeArquivo ? ` de ${p.arquivo}` : ''}
                {p.identificador ? ` (${p.identificador})` : ''}: {p.motivo}
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      {previa.situacao === 'rascunho' ? (
        <Group>
          <Button
            onClick={() => setConfirmar('publicar')}
            disabled={encontrados === 0}
            loading={isPublicando}
          >
            Publicar holerites
          </Button>
          <Button
            variant="default"
            onClick={() => setConfirmar('descartar')}
            loading={isDescartando}
          >
            Descartar importação
          </Button>
        </Group>
      ) : null}
      <ConfirmModal
        isOpen={confirmar === 'publicar'}
        title="Publicar holerites"
        message={`Os ${encontrados} holerite(s) ficarão disponíveis para os colaboradores, que serão avisados. Deseja publicar?`}
        acceptLabel="Publicar"
        isLoading={isPublicando}
        onAccept={() => {
          setConfirmar(null);
          onPublicar();
        }}
        onDeny={() => setConfirmar(null)}
      />
      <ConfirmModal
        isOpen={confirmar === 'descartar'}
        title="Descartar importação"
        message="A importação e os holerites separados serão excluídos. Deseja descartar?"
        acceptLabel="Descartar"
        isLoading={isDescartando}
        onAccept={() => {
          setConfirmar(null);
          onDescartar();
        }}
        onDeny={() => setConfirmar(null)}
      />
    </Stack>
  );
};
