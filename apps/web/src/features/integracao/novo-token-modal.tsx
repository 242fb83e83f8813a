import {
  AREAS_TOKEN,
  ROTULOS_AREA_TOKEN,
  type TokenApiCriado,
  type TokenApiCriar,
} from '@jornada/contracts';
import { Button, Checkbox, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { criarToken } from './integracao.api.ts';
import { integracaoKeys } from './integracao.queries.ts';

export type NovoTokenModalProps = {
  isOpen: boolean;
  onClose: () => void;
  onCriado: (criado: TokenApiCriado) => void;
};

/** Formulário do token: nome, escopos por área (leitura/escrita) e expiração opcional. */
export const NovoTokenModal = ({ isOpen, onClose, onCriado }: NovoTokenModalProps) => {
  const queryClient = useQueryClient();
  const [nome, setNome] = useState('');
  const [escopos, setEscopos] = useState<string[]>([]);
  const [expiraEm, setExpiraEm] = useState<string | null>(null);
  const [erros, setErros] = useState<{ nome?: string; escopos?: string; geral?: string }>({});
  const criar = useMutation({
    mutationFn: (b: TokenApiCriar) => criarToken(b),
    onSuccess: (criado) => {
      void queryClient.invalidateQueries({ queryKey: integracaoKeys.tokens });
      setNome('');
      setEscopos([]);
      setExpiraEm(null);
      onCriado(criado);
    },
    onError: (e) =>
      setErros({ geral: isErroApi(e) ? e.mensagem : 'Não foi possível criar o token.' }),
  });
  const alternar = (escopo: string, marcado: boolean) =>
    setEscopos((atual) => (marcado ? [...atual, escopo] : atual.filter((e) => e !== escopo)));
  const enviar = () => {
    const novos = {
      ...(nome.trim() ? {} : { nome: 'Informe o nome do token.' }),
      ...(escopos.length ? {} : { escopos: 'Escolha ao menos um escopo.' }),
    };
    setErros(novos);
    if (Object.keys(novos).length) return;
    criar.mutate({ nome: nome.trim(), escopos, expiraEm });
  };
  return (
    <Modal opened={isOpen} onClose={onClose} title="Novo token de API" size="lg" centered>
      <Stack>
        <TextInput
          label="Nome"
          description="Para reconhecer quem usa o token (ex.: ERP da folha)."
          value={nome}
          onChange={(e) => setNome(e.currentTarget.value)}
          error={erros.nome}
          maxLength={100}
          required
        />
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>
            <Text fw={500} size="sm">
              Escopos
            </Text>
          </legend>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Área</Table.Th>
                <Table.Th>Leitura</Table.Th>
                <Table.Th>Escrita</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {AREAS_TOKEN.map((area) => (
                <Table.Tr key={area}>
                  <Table.Td>{ROTULOS_AREA_TOKEN[area]}</Table.Td>
                  {(['leitura', 'escrita'] as const).map((nivel) => (
                    <Table.Td key={nivel}>
                      <Checkbox
                        aria-label={`${ROTULOS_AREA_TOKEN[area]}: ${nivel}`}
                        checked={escopos.includes(`${area}:${nivel}`)}
                        onChange={(e) => alternar(`${area}:${nivel}`, e.currentTarget.checked)}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {erros.escopos ? (
            <Text c="red" size="sm" role="alert">
              {erros.escopos}
            </Text>
          ) : null}
        </fieldset>
        <DatePickerPtBr
          label="Expira em"
          description="Opcional: sem data, o token vale até ser revogado."
          value={expiraEm}
          onChange={setExpiraEm}
        />
        {erros.geral ? (
          <Text c="red" size="sm" role="alert">
            {erros.geral}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={enviar} loading={criar.isPending}>
            Criar token
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
