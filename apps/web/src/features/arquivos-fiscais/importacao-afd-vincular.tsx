import type { ImportacaoAfd } from '@jornada/contracts';
import { Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { findColaboradoresAfd, salvarMapeamentoAfd } from './importacao-afd.api.ts';

type Desconhecido = ImportacaoAfd['desconhecidos'][number];

const mensagemDe = (erro: unknown, padrao: string) => (isErroApi(erro) ? erro.mensagem : padrao);
const cpfMascarado = (cpf: string) => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;

/**
 * Vincula um identificador do AFD que o cadastro não reconhece (CPF ou PIS gravado) a um
 * colaborador buscado pelo nome; o vínculo vale nas importações seguintes da empresa.
 */
const VincularModal = ({
  desconhecido,
  onClose,
  onVinculado,
}: {
  desconhecido: Desconhecido;
  onClose: () => void;
  onVinculado: () => void;
}) => {
  const [texto, setTexto] = useState('');
  const [busca, setBusca] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const resultados = useQuery({
    queryKey: ['importacao-afd', 'colaboradores', busca],
    queryFn: () => findColaboradoresAfd(busca),
    enabled: busca.length >= 3,
  });
  const salvar = useMutation({
    mutationFn: (usuarioId: number) =>
      salvarMapeamentoAfd({
        tipo: desconhecido.tipo,
        identificador: desconhecido.identificador,
        usuarioId,
      }),
    onSuccess: (m) => {
      toast.sucesso(
        `${m.tipo.toUpperCase()} ${m.identificador} vinculado a ${m.colaborador}. A prévia foi refeita.`,
      );
      onVinculado();
    },
    onError: (e) => toast.erro(mensagemDe(e, 'Não foi possível salvar o vínculo.')),
  });
  const buscar = (evento: FormEvent) => {
    evento.preventDefault();
    evento.stopPropagation();
    const termo = texto.trim();
    if (termo.length < 3) {
      setErro('Buscar colaborador: digite ao menos 3 letras do nome.');
      return;
    }
    setErro(null);
    setBusca(termo);
  };
  const titulo = `Vincular ${desconhecido.tipo.toUpperCase()} ${desconhecido.identificador}`;
  return (
    <Modal opened onClose={onClose} title={titulo}>
      <form onSubmit={buscar} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {desconhecido.marcacoes} marcação(ões) deste identificador entram no ponto do
            colaborador escolhido, nesta e nas próximas importações.
          </Text>
          <Group align="flex-end">
            <TextInput
              label="Buscar colaborador pelo nome"
              value={texto}
              onChange={(e) => setTexto(e.currentTarget.value)}
              error={erro}
              style={{ flex: 1 }}
              data-autofocus
            />
            <Button type="submit" variant="default" loading={resultados.isFetching}>
              Buscar
            </Button>
          </Group>
          {resultados.isError ? (
            <Text size="sm" c="red" role="alert">
              {mensagemDe(resultados.error, 'Não foi possível buscar os colaboradores.')}
            </Text>
          ) : null}
          {resultados.data?.length === 0 ? (
            <Text size="sm">Nenhum colaborador ativo com “{busca}” no nome.</Text>
          ) : null}
          {resultados.data && resultados.data.length > 0 ? (
            <List size="sm" listStyleType="none" spacing={4}>
              {resultados.data.map((c) => (
                <List.Item key={c.id}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm">
                      {c.nome} · CPF {cpfMascarado(c.cpf)}
                    </Text>
                    <Button
                      size="xs"
                      loading={salvar.isPending && salvar.variables === c.id}
                      onClick={() => salvar.mutate(c.id)}
                      aria-label={`Vincular a ${c.nome}`}
                    >
                      Vincular
                    </Button>
                  </Group>
                </List.Item>
              ))}
            </List>
          ) : null}
        </Stack>
      </form>
    </Modal>
  );
};

/** Lista dos identificadores desconhecidos da prévia, cada um com o botão de vincular. */
export const DesconhecidosAfd = ({
  desconhecidos,
  canVincular,
  onVinculado,
}: {
  desconhecidos: Desconhecido[];
  canVincular: boolean;
  onVinculado: () => void;
}) => {
  const [aberto, setAberto] = useState<Desconhecido | null>(null);
  if (desconhecidos.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        Empregados não encontrados no cadastro ({desconhecidos.length})
      </Text>
      <Text size="sm">
        Vincule cada identificador a um colaborador (ou informe o CPF/PIS no cadastro dele) e a
        prévia é refeita para incluí-lo.
      </Text>
      <List size="sm" spacing={4}>
        {desconhecidos.map((d) => (
          <List.Item key={`${d.tipo}-${d.identificador}`}>
            <Group gap="xs" wrap="nowrap">
              <span>
                {d.tipo.toUpperCase()} {d.identificador}: {d.marcacoes} marcação(ões), a primeira na
                linha {d.primeiraLinha}
              </span>
              {canVincular ? (
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => setAberto(d)}
                  aria-label={`Vincular ${d.tipo.toUpperCase()} ${d.identificador} a um colaborador`}
                >
                  Vincular
                </Button>
              ) : null}
            </Group>
          </List.Item>
        ))}
      </List>
      {aberto ? (
        <VincularModal
          desconhecido={aberto}
          onClose={() => setAberto(null)}
          onVinculado={() => {
            setAberto(null);
            onVinculado();
          }}
        />
      ) : null}
    </Stack>
  );
};
