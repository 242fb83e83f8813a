import type { Db } from '../../db/client.ts';
import type { EventoDominio } from '../../shared/eventos.ts';
import { instanteLocal } from '../../shared/fuso.ts';
import { calendarioRepository } from '../escala-nucleo/index.ts';
import { loadConfiguracoes, registrarAlerta } from './alerta.registrar.ts';

export type FaceRecusada = Extract<EventoDominio, { tipo: 'face.recusada' }>;

/**
 * Rosto recusado no quiosque (evento `face.recusada`, publicado pelo módulo quiosque): um alerta
 * por tentativa (referência = a verificação gravada pela biometria), ao gestor por padrão. A
 * pontuação vai no alerta para quem revisa saber se foi cadastro ruim ou outra pessoa.
 */
export const createAlertaFaceRecusada =
  (d: { db: Db; clock: () => Date }) =>
  async (e: FaceRecusada): Promise<number | undefined> => {
    const config = (await loadConfiguracoes(d.db, e.empresaId)).get('faceNaoReconhecida');
    if (!config) return undefined;
    const escopo = { db: d.db, empresaId: e.empresaId };
    const local = instanteLocal(new Date(e.em), await calendarioRepository(escopo).fusoDaEmpresa());
    const semelhanca = Math.round(e.pontuacao * 100);
    return registrarAlerta(d.db, d.clock, {
      empresaId: e.empresaId,
      usuarioId: e.usuarioId,
      data: local.data,
      referencia: `verificacao:${e.verificacaoId}`,
      constatacao: {
        tipo: 'faceNaoReconhecida',
        regra: 'Identificação pelo rosto no quiosque',
        lei: config.lei,
        descricao: `rosto não reconhecido no quiosque ${e.dispositivoNome} às ${local.hora} (semelhança de ${semelhanca}%); o ponto deve ser marcado com a matrícula e o PIN`,
        medido: semelhanca,
      },
      config,
    });
  };
