import type { AtivacaoQuiosque, IdentificacaoQuiosque, MetodoQuiosque } from '@jornada/contracts';
import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { CapturaFacialDoQuiosque, hasCapturaFacial } from './captura-facial.tsx';
import { type CamposIdentificacao, FormularioIdentificacao } from './formulario-identificacao.tsx';
import { LeitorQrCamera } from './leitor-qr-camera.tsx';
import { identificarPessoa } from './quiosque.api.ts';
import {
  ConfirmarPessoa,
  type PessoaConfirmada,
  Relogio,
  ResultadoMarcacao,
} from './tela-quiosque-partes.tsx';
import { useFilaQuiosque } from './use-fila-quiosque.ts';

/** Tempo que o resultado fica na tela antes de voltar ao relógio. */
export const VOLTA_AO_OCIOSO_MS = 5000;

/** Respostas do rosto que mandam a pessoa para o PIN (recusado, sem cadastro, indisponível). */
const FALHAS_DE_ROSTO = new Set([
  'FACE_NAO_RECONHECIDA',
  'BIOMETRIA_NAO_CADASTRADA',
  'FACE_INDISPONIVEL',
]);

type Estado =
  | { tipo: 'ocioso' }
  | { tipo: 'confirmar'; identificacao: IdentificacaoQuiosque; pessoa: PessoaConfirmada }
  | { tipo: 'camera' }
  | { tipo: 'face'; matricula: string }
  | { tipo: 'resultado'; titulo: string; detalhe: string; comprovante: string | null };

const VAZIO: CamposIdentificacao = { matricula: '', pin: '', qr: '' };

export type TelaQuiosqueProps = { ativacao: AtivacaoQuiosque; onRevogado: () => void };

/**
 * Tela do tablet: relógio, identificação pelos métodos do aparelho, confirmação do nome,
 * marcação, código do comprovante e volta ao relógio em 5 s. Sem rede, marca direto na fila.
 * Rosto recusado: a tela passa para matrícula e PIN com a matrícula já digitada.
 */
export const TelaQuiosque = ({ ativacao, onRevogado }: TelaQuiosqueProps) => {
  const { dispositivo } = ativacao;
  const metodos = dispositivo.metodos.filter((m) => m !== 'face' || hasCapturaFacial);
  const [metodo, setMetodo] = useState<MetodoQuiosque>(metodos[0] ?? 'pin');
  const [campos, setCampos] = useState<CamposIdentificacao>(VAZIO);
  const [erro, setErro] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [estado, setEstado] = useState<Estado>({ tipo: 'ocioso' });
  const fila = useFilaQuiosque(ativacao, onRevogado);

  const limpar = useCallback(() => {
    setCampos(VAZIO);
    setEstado({ tipo: 'ocioso' });
  }, []);

  useEffect(() => {
    if (estado.tipo !== 'resultado') return;
    const t = setTimeout(limpar, VOLTA_AO_OCIOSO_MS);
    return () => clearTimeout(t);
  }, [estado, limpar]);

  const falhar = (e: unknown) => {
    if (isErroApi(e) && e.status === 401) return onRevogado();
    setErro(isErroApi(e) ? e.mensagem : 'Sem conexão com o servidor.');
    // Rosto não serviu: segue pelo PIN, com a matrícula que já estava digitada.
    if (isErroApi(e) && e.codigo && FALHAS_DE_ROSTO.has(e.codigo) && metodos.includes('pin')) {
      setMetodo('pin');
      setCampos((c) => ({ ...c, pin: '' }));
    }
  };

  const marcar = async (identificacao: IdentificacaoQuiosque, nome?: string) => {
    setOcupado(true);
    setErro(null);
    try {
      const r = await fila.marcar(identificacao);
      setEstado(
        r.tipo === 'registrada'
          ? {
              tipo: 'resultado',
              titulo: r.marcacao.repetida ? 'Marcação já registrada' : 'Marcação registrada',
              detalhe: `${r.marcacao.nome} · ${r.marcacao.hora}`,
              comprovante: r.marcacao.comprovante,
            }
          : {
              tipo: 'resultado',
              titulo: 'Marcação guardada sem conexão',
              detalhe: `${nome ?? 'A marcação'} será enviada quando a conexão voltar.`,
              comprovante: null,
            },
      );
    } catch (e) {
      falhar(e);
      setEstado({ tipo: 'ocioso' });
    } finally {
      setOcupado(false);
    }
  };

  /** On-line: identifica e pede confirmação; off-line: vai direto para a fila. */
  const identificar = async (identificacao: IdentificacaoQuiosque) => {
    if (!fila.isOnline || navigator.onLine === false) return marcar(identificacao);
    setOcupado(true);
    setErro(null);
    try {
      const p = await identificarPessoa(ativacao.token, identificacao);
      setEstado({ tipo: 'confirmar', identificacao, pessoa: p });
    } catch (e) {
      if (!isErroApi(e)) return marcar(identificacao);
      falhar(e);
    } finally {
      setOcupado(false);
    }
  };

  const enviar = () => {
    const matricula = campos.matricula.trim();
    if (metodo === 'qr') {
      if (!campos.qr.trim()) return setErro('Leia o QR ou digite o código dele.');
      return identificar({ metodo, qr: campos.qr.trim() });
    }
    if (!matricula) return setErro('Informe a matrícula.');
    if (metodo === 'face') return setEstado({ tipo: 'face', matricula });
    if (metodo === 'pin' && !/^\d{4,6}$/.test(campos.pin))
      return setErro('O PIN tem de 4 a 6 dígitos.');
    return identificar(
      metodo === 'pin' ? { metodo, matricula, pin: campos.pin } : { metodo, matricula },
    );
  };

  return (
    <Stack gap="lg" align="stretch" maw={720} mx="auto" w="100%" p="md">
      <Group justify="space-between">
        <div>
          <Title order={1} size="h3">
            {dispositivo.nome}
          </Title>
          <Text size="sm" c="dimmed">
            {dispositivo.empresaNome} · {dispositivo.filialNome}
          </Text>
        </div>
        {fila.isOnline ? <Badge color="green">On-line</Badge> : <Badge color="red">Off-line</Badge>}
      </Group>
      {!fila.isOnline || fila.pendentes > 0 ? (
        <Alert color={fila.isOnline ? 'blue' : 'orange'} role="status">
          {fila.isOnline
            ? `Enviando marcações guardadas: ${fila.pendentes}`
            : `Sem conexão — marcações guardadas: ${fila.pendentes}`}
        </Alert>
      ) : null}
      {fila.recusadas > 0 ? (
        <Alert color="red">
          {`Marcações guardadas recusadas pelo servidor: ${fila.recusadas}. Marque de novo.`}
        </Alert>
      ) : null}
      <Relogio />
      {erro ? (
        <Alert color="red" role="alert">
          {erro}
        </Alert>
      ) : null}
      {estado.tipo === 'resultado' ? (
        <ResultadoMarcacao {...estado} onConcluir={limpar} />
      ) : estado.tipo === 'confirmar' ? (
        <ConfirmarPessoa
          pessoa={estado.pessoa}
          ocupado={ocupado}
          onConfirmar={() => void marcar(estado.identificacao, estado.pessoa.nome)}
          onCancelar={limpar}
        />
      ) : estado.tipo === 'camera' ? (
        <LeitorQrCamera
          onLer={(texto) => {
            setEstado({ tipo: 'ocioso' });
            void identificar({ metodo: 'qr', qr: texto });
          }}
          onCancelar={limpar}
        />
      ) : estado.tipo === 'face' ? (
        <CapturaFacialDoQuiosque
          onCapturar={(face) => void marcar({ metodo: 'face', matricula: estado.matricula, face })}
          onCancelar={limpar}
        />
      ) : (
        <FormularioIdentificacao
          metodos={metodos}
          metodo={metodo}
          onMetodo={(m) => {
            setMetodo(m);
            setErro(null);
          }}
          campos={campos}
          onCampos={setCampos}
          ocupado={ocupado}
          onEnviar={() => void enviar()}
          onLerQrCamera={() => setEstado({ tipo: 'camera' })}
        />
      )}
    </Stack>
  );
};
