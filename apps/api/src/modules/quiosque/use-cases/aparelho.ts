import type { ConfiguracaoQuiosque, MetodoQuiosque } from '@jornada/contracts';
import { AppError } from '../../../shared/errors.ts';
import { registrarAuditoria } from '../../auditoria/index.ts';
import {
  type DispositivoAutenticado,
  type QuiosqueDeps,
  quiosqueNaoAutorizado,
} from '../quiosque.comum.ts';
import {
  chaveHmacDoDispositivo,
  iguais,
  normalizarCodigo,
  novoSegredo,
  sha256,
} from '../quiosque.cripto.ts';
import { findDispositivoPorCodigo, quiosqueRepository } from '../quiosque.repository.ts';

const PREFIXO = 'Quiosque ';

/** `<empresa>.<dispositivo>.<segredo>`: a empresa e o aparelho vêm do token, o segredo confere. */
const lerToken = (token: string) => {
  const [e, d, s, ...resto] = token.split('.');
  const empresaId = Number(e);
  const id = Number(d);
  const valido = (n: number) => Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647;
  if (resto.length || !s || !valido(empresaId) || !valido(id)) return null;
  return { empresaId, id };
};

/** O aparelho: ativação pelo código do RH, autenticação pela credencial e a sua configuração. */
export const createAparelho = ({
  db,
  clock,
  segredo,
}: Pick<QuiosqueDeps, 'db' | 'clock' | 'segredo'>) => {
  const configuracao = async (d: {
    empresaId: number;
    id: number;
  }): Promise<ConfiguracaoQuiosque> => {
    const r = await quiosqueRepository({ db, empresaId: d.empresaId }).findDispositivoComNomes(
      d.id,
    );
    if (!r) throw quiosqueNaoAutorizado();
    return {
      id: r.d.id,
      nome: r.d.nome,
      filialNome: r.filialNome,
      empresaNome: r.empresaNome,
      metodos: r.d.metodos as MetodoQuiosque[],
      fotoEvidencia: r.d.fotoEvidencia,
    };
  };

  return {
    /** Confere `Authorization: Quiosque <token>`; credencial revogada ou aparelho arquivado → 401. */
    autenticar: async (cabecalho: string | undefined): Promise<DispositivoAutenticado> => {
      if (!cabecalho?.startsWith(PREFIXO) || cabecalho.length > 300) throw quiosqueNaoAutorizado();
      const token = cabecalho.slice(PREFIXO.length).trim();
      const ids = lerToken(token);
      if (!ids) throw quiosqueNaoAutorizado();
      const repo = quiosqueRepository({ db, empresaId: ids.empresaId });
      const d = await repo.findDispositivo(ids.id);
      if (!d?.ativo || !d.credencialHash || !iguais(sha256(token), d.credencialHash))
        throw quiosqueNaoAutorizado();
      await repo.marcarVisto(d.id, clock());
      return d as DispositivoAutenticado;
    },

    /** Troca o código de uso único pela credencial do aparelho e a chave HMAC das marcações. */
    ativar: async (codigo: string) => {
      const agora = clock();
      const ativado = await db.transaction(async (tx) => {
        const d = await findDispositivoPorCodigo(tx, sha256(normalizarCodigo(codigo)));
        if (!d?.ativo || !d.codigoExpiraEm || d.codigoExpiraEm <= agora)
          throw new AppError(
            'CODIGO_INVALIDO',
            'Código de ativação inválido ou expirado. Peça um novo código ao RH.',
            422,
            'codigo',
          );
        const token = `${d.empresaId}.${d.id}.${novoSegredo()}`;
        const credencialHash = sha256(token);
        const repo = quiosqueRepository({ db: tx, empresaId: d.empresaId });
        await repo.updateDispositivo(d.id, {
          credencialHash,
          ativadoEm: agora,
          revogadoEm: null,
          codigoHash: null,
          codigoExpiraEm: null,
          vistoEm: agora,
        });
        await registrarAuditoria(tx, {
          empresaId: d.empresaId,
          ator: { usuarioId: null },
          entidade: 'quiosque_dispositivo',
          entidadeId: d.id,
          acao: 'ativado',
          depois: { ativadoEm: agora.toISOString() },
          em: agora,
        });
        const chaveHmac = chaveHmacDoDispositivo(segredo, { ...d, credencialHash });
        return { token, chaveHmac, d };
      });
      return {
        token: ativado.token,
        chaveHmac: ativado.chaveHmac,
        dispositivo: await configuracao(ativado.d),
      };
    },

    configuracao,
  };
};
