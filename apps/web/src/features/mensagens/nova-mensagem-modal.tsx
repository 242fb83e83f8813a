import { TEXTO_MENSAGEM_MAX, TITULO_MENSAGEM_MAX } from '@jornada/contracts';
import {
  Button,
  Checkbox,
  FileInput,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { enviarMensagem } from './mensagens.api.ts';
import { mensagemKeys } from './mensagens.queries.ts';
import { LARGURA_TELEFONE, LIMITE_ANEXO_BYTES, TITULO_ERRO } from './mensagens-comum.ts';
import {
  type Escolhidos,
  nenhumEscolhido,
  SeletorDestinatarios,
} from './seletor-destinatarios.tsx';

const TIPOS_ANEXO = 'application/pdf,image/png,image/jpeg';

type Erros = Partial<Record<'titulo' | 'texto' | 'destinatarios' | 'anexo', string>>;

const validar = (v: {
  titulo: string;
  texto: string;
  destinos: Escolhidos;
  anexo: File | null;
}): Erros => {
  const e: Erros = {};
  if (!v.titulo.trim()) e.titulo = 'Informe o título.';
  if (!v.texto.trim()) e.texto = 'Escreva o texto da mensagem.';
  const total = v.destinos.pessoas.size + v.destinos.departamentos.size + v.destinos.grupos.size;
  if (total === 0) e.destinatarios = 'Escolha ao menos uma pessoa, departamento ou grupo.';
  if (v.anexo && v.anexo.size > LIMITE_ANEXO_BYTES) e.anexo = 'O anexo passa de 10 MB.';
  else if (v.anexo && !TIPOS_ANEXO.split(',').includes(v.anexo.type))
    e.anexo = 'O anexo deve ser um PDF ou uma imagem (PNG ou JPEG).';
  return e;
};

const CAMPO_DO_SERVIDOR: Record<string, keyof Erros> = {
  titulo: 'titulo',
  texto: 'texto',
  pessoas: 'destinatarios',
  departamentos: 'destinatarios',
  grupos: 'destinatarios',
  anexo: 'anexo',
};

export type NovaMensagemModalProps = {
  isOpen: boolean;
  onClose: () => void;
  onEnviada: (id: number) => void;
};

/** Escrever e enviar uma mensagem: destinatários, canais, confirmação de leitura e anexo. */
export const NovaMensagemModal = ({ isOpen, onClose, onEnviada }: NovaMensagemModalProps) => {
  const isPhone = useMediaQuery(`(max-width: ${LARGURA_TELEFONE}px)`) ?? false;
  const queryClient = useQueryClient();
  const [titulo, setTitulo] = useState('');
  const [texto, setTexto] = useState('');
  const [destinos, setDestinos] = useState<Escolhidos>(nenhumEscolhido);
  const [exigirConfirmacao, setExigirConfirmacao] = useState(false);
  const [push, setPush] = useState(true);
  const [email, setEmail] = useState(false);
  const [anexo, setAnexo] = useState<File | null>(null);
  const [erros, setErros] = useState<Erros>({});

  const limpar = () => {
    setTitulo('');
    setTexto('');
    setDestinos(nenhumEscolhido());
    setExigirConfirmacao(false);
    setPush(true);
    setEmail(false);
    setAnexo(null);
    setErros({});
  };

  const envio = useMutation({
    mutationFn: enviarMensagem,
    onSuccess: (m) => {
      void queryClient.invalidateQueries({ queryKey: mensagemKeys.todas });
      toast.sucesso('Mensagem enviada.');
      limpar();
      onEnviada(m.id);
    },
    onError: (e) => {
      if (e instanceof ErroApi && e.campo && CAMPO_DO_SERVIDOR[e.campo])
        setErros({ [CAMPO_DO_SERVIDOR[e.campo] as keyof Erros]: e.mensagem });
      toast.erro(e instanceof ErroApi ? e.mensagem : 'Não foi possível enviar a mensagem.', {
        title: TITULO_ERRO,
      });
    },
  });

  const enviar = () => {
    const e = validar({ titulo, texto, destinos, anexo });
    setErros(e);
    if (Object.keys(e).length > 0) return;
    envio.mutate({
      titulo: titulo.trim(),
      texto: texto.trim(),
      pessoas: [...destinos.pessoas.keys()],
      departamentos: [...destinos.departamentos.keys()],
      grupos: [...destinos.grupos.keys()],
      exigirConfirmacao,
      push,
      email,
      anexo,
    });
  };

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title="Nova mensagem"
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Fechar nova mensagem' }}
    >
      <form
        noValidate
        onSubmit={(ev) => {
          ev.preventDefault();
          enviar();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Título"
            required
            maxLength={TITULO_MENSAGEM_MAX}
            value={titulo}
            onChange={(e) => setTitulo(e.currentTarget.value)}
            error={erros.titulo}
          />
          <Textarea
            label="Texto"
            required
            rows={6}
            maxLength={TEXTO_MENSAGEM_MAX}
            value={texto}
            onChange={(e) => setTexto(e.currentTarget.value)}
            error={erros.texto}
            description={`${texto.length} de ${TEXTO_MENSAGEM_MAX} caracteres`}
          />
          <SeletorDestinatarios
            value={destinos}
            onChange={setDestinos}
            error={erros.destinatarios}
          />
          <Stack gap={6}>
            <Text fw={500} size="sm">
              Entrega
            </Text>
            <Text size="xs" c="dimmed">
              A mensagem sempre chega à caixa de entrada do Jornada.
            </Text>
            <Checkbox
              label="Notificação no celular e no navegador (Web Push)"
              checked={push}
              onChange={(e) => setPush(e.currentTarget.checked)}
            />
            <Checkbox
              label="Também por e-mail"
              checked={email}
              onChange={(e) => setEmail(e.currentTarget.checked)}
            />
            <Checkbox
              label="Pedir confirmação de leitura"
              checked={exigirConfirmacao}
              onChange={(e) => setExigirConfirmacao(e.currentTarget.checked)}
            />
          </Stack>
          <FileInput
            label="Anexo (PDF ou imagem, até 10 MB)"
            accept={TIPOS_ANEXO}
            clearable
            value={anexo}
            onChange={setAnexo}
            error={erros.anexo}
            clearButtonProps={{ 'aria-label': 'Remover anexo' }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={envio.isPending}>
              Enviar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
