import type { MarcacaoQuiosque, MarcarQuiosque, marcarQuiosqueSchema } from '@jornada/contracts';
import { toHhmm } from '@jornada/domain';
import { AppError } from '../../../shared/errors.ts';
import { codigoComprovante } from '../../marcacao/index.ts';
import type { DispositivoAutenticado, QuiosqueDeps } from '../quiosque.comum.ts';
import { assinaturaConfere, chaveHmacDoDispositivo } from '../quiosque.cripto.ts';
import { quiosqueRepository } from '../quiosque.repository.ts';
import type { createIdentificar, PessoaIdentificada } from './identificar.ts';

type Entrada = ReturnType<typeof marcarQuiosqueSchema.parse>;

const assinaturaInvalida = () =>
  new AppError(
    'ASSINATURA_INVALIDA',
    'Assinatura do quiosque não confere com o evento e a hora enviados.',
    422,
    'assinatura',
  );

const faceRecusada = () =>
  new AppError(
    'FACE_NAO_RECONHECIDA',
    'Rosto não reconhecido. Use a matrícula e o PIN para registrar o ponto.',
    422,
    'face',
  );

/**
 * Marca o ponto de quem o quiosque identificou, pelo REP-P (NSR, hash, comprovante, AFD com o
 * coletor 04). A hora do aparelho vem assinada com a chave HMAC dele; na marcação off-line, é
 * ela que vale (limitada à hora da recepção). O mesmo `eventoId` devolve a marcação já gravada.
 */
export const createMarcarQuiosque = (
  deps: Pick<QuiosqueDeps, 'db' | 'clock' | 'segredo' | 'marcar' | 'publicar' | 'verificarFace'>,
  identificar: ReturnType<typeof createIdentificar>,
) => {
  const verificarRosto = async (d: DispositivoAutenticado, p: PessoaIdentificada, e: Entrada) => {
    if (!e.face) throw new AppError('CAMPO_OBRIGATORIO', 'Capture o rosto.', 400, 'face');
    if (!deps.verificarFace)
      throw new AppError(
        'FACE_INDISPONIVEL',
        'Reconhecimento facial indisponível. Use a matrícula e o PIN.',
        422,
        'face',
      );
    const v = await deps.verificarFace({
      empresaId: d.empresaId,
      usuarioId: p.id,
      descritor: e.face.descritor,
      vivacidade: e.face.vivacidade,
      dispositivoId: d.id,
    });
    if (v.aprovado) return v;
    // Falha de rosto (outra pessoa tentando marcar, ou cadastro ruim): nada é marcado; o alerta
    // ao gestor sai pelo barramento, depois do commit da tentativa (gravada pela biometria).
    deps.publicar({
      tipo: 'face.recusada',
      empresaId: d.empresaId,
      usuarioId: p.id,
      verificacaoId: v.verificacaoId,
      pontuacao: v.pontuacao,
      dispositivoId: d.id,
      dispositivoNome: d.nome,
      em: deps.clock().toISOString(),
    });
    throw faceRecusada();
  };

  return async (d: DispositivoAutenticado, e: MarcarQuiosque): Promise<MarcacaoQuiosque> => {
    const entrada = e as Entrada;
    const chave = chaveHmacDoDispositivo(deps.segredo, d);
    if (
      !assinaturaConfere(
        chave,
        `${entrada.eventoId}|${entrada.dataHoraDispositivo}`,
        entrada.assinatura,
      )
    )
      throw assinaturaInvalida();
    const pessoa = await identificar(d, entrada);
    const face = entrada.metodo === 'face' ? await verificarRosto(d, pessoa, entrada) : null;
    const { marcacao: m, repetida } = await deps.marcar(
      { usuarioId: pessoa.id, empresaId: d.empresaId, rotas: new Set() },
      {
        origem: 'quiosque',
        quiosqueId: d.id,
        eventoId: entrada.eventoId,
        offline: entrada.offline,
        ...(entrada.offline ? { dataHoraDispositivo: entrada.dataHoraDispositivo } : {}),
        ...(d.latitude !== null && d.longitude !== null
          ? { latitude: d.latitude, longitude: d.longitude }
          : {}),
      },
    );
    if (!repetida)
      await quiosqueRepository({ db: deps.db, empresaId: d.empresaId }).insertMarcacao({
        marcacaoId: m.id,
        dispositivoId: d.id,
        metodo: entrada.metodo,
        verificacaoFacialId: face?.verificacaoId ?? null,
        pontuacaoFacial: face?.pontuacao ?? null,
      });
    return {
      nome: pessoa.nome,
      nsr: m.nsr,
      dataHora: m.dataHora.toISOString(),
      hora: toHhmm(m.minuto),
      comprovante: codigoComprovante(m.hash),
      repetida,
      offline: m.offline,
    };
  };
};
