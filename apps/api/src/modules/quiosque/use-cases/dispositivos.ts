import { type DispositivoEntrada, dispositivoEntradaSchema } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import { paraContrato, type QuiosqueDeps } from '../quiosque.comum.ts';
import { novoCodigoAtivacao, sha256 } from '../quiosque.cripto.ts';
import { VALIDADE_CODIGO_MS } from '../quiosque.regras.ts';
import { type DispositivoRow, quiosqueRepository } from '../quiosque.repository.ts';

type Dados = ReturnType<typeof dispositivoEntradaSchema.parse>;

const semCredenciais = (d: DispositivoRow) => {
  const { credencialHash: _c, codigoHash: _h, ...resto } = d;
  return resto;
};

/** Cadastro dos quiosques pelo RH: incluir, editar, arquivar, revogar e gerar o código de ativação. */
export const createDispositivos = ({ db, clock }: Pick<QuiosqueDeps, 'db' | 'clock'>) => {
  const auditar = (
    tx: Parameters<typeof registrarAuditoria>[0],
    auth: AuthContext,
    id: number,
    acao: string,
    antes: DispositivoRow | null,
    depois: DispositivoRow | null,
  ) =>
    registrarAuditoria(tx, {
      empresaId: auth.empresaId,
      ator: atorDe(auth),
      entidade: 'quiosque_dispositivo',
      entidadeId: id,
      acao,
      antes: antes ? semCredenciais(antes) : null,
      depois: depois ? semCredenciais(depois) : null,
      em: clock(),
    });

  const filialDe = async (repo: ReturnType<typeof quiosqueRepository>, filialId: number) => {
    const f = await repo.findFilial(filialId);
    if (!f) throw new AppError('FILIAL_INEXISTENTE', 'Filial não encontrada.', 422, 'filialId');
    return f;
  };

  const gravacao = (v: Dados) => ({
    nome: v.nome,
    filialId: v.filialId,
    metodos: v.metodos,
    latitude: v.latitude ?? null,
    longitude: v.longitude ?? null,
    fotoEvidencia: v.fotoEvidencia,
  });

  const alterar = (
    auth: AuthContext,
    id: number,
    acao: string,
    mudar: (d: DispositivoRow) => Partial<DispositivoRow>,
  ) =>
    db.transaction(async (tx) => {
      const repo = quiosqueRepository({ db: tx, empresaId: auth.empresaId });
      const antes = await repo.findDispositivo(id);
      if (!antes) throw naoEncontrado('Quiosque');
      const depois = (await repo.updateDispositivo(id, mudar(antes)))!;
      await auditar(tx, auth, id, acao, antes, depois);
      const f = await filialDe(repo, depois.filialId);
      return { depois, filialNome: f.nome };
    });

  return {
    list: async (auth: AuthContext) => {
      const repo = quiosqueRepository({ db, empresaId: auth.empresaId });
      const agora = clock();
      const [linhas, filiais] = await Promise.all([repo.listDispositivos(), repo.listFiliais()]);
      return {
        dispositivos: linhas.map((l) => paraContrato(l.d, l.filialNome, agora)),
        filiais,
      };
    },

    create: async (auth: AuthContext, entrada: DispositivoEntrada) => {
      const v = dispositivoEntradaSchema.parse(entrada);
      return db.transaction(async (tx) => {
        const repo = quiosqueRepository({ db: tx, empresaId: auth.empresaId });
        const f = await filialDe(repo, v.filialId);
        const d = await repo.insertDispositivo(gravacao(v));
        await auditar(tx, auth, d.id, 'incluido', null, d);
        return paraContrato(d, f.nome, clock());
      });
    },

    update: async (auth: AuthContext, id: number, entrada: DispositivoEntrada) => {
      const v = dispositivoEntradaSchema.parse(entrada);
      const { depois, filialNome } = await alterar(auth, id, 'alterado', (d) => {
        if (!d.ativo)
          throw new AppError(
            'QUIOSQUE_ARQUIVADO',
            'Quiosque arquivado não pode ser alterado.',
            409,
          );
        return gravacao(v);
      });
      return paraContrato(depois, filialNome, clock());
    },

    /** Arquivar tira o aparelho de uso (credencial e código deixam de valer); o histórico fica. */
    arquivar: async (auth: AuthContext, id: number) => {
      const { depois, filialNome } = await alterar(auth, id, 'arquivado', () => ({
        ativo: false,
        credencialHash: null,
        codigoHash: null,
        codigoExpiraEm: null,
      }));
      return paraContrato(depois, filialNome, clock());
    },

    /** Revogar: o aparelho recebe 401 na próxima chamada; um novo código o ativa de novo. */
    revogar: async (auth: AuthContext, id: number) => {
      const { depois, filialNome } = await alterar(auth, id, 'revogado', () => ({
        credencialHash: null,
        codigoHash: null,
        codigoExpiraEm: null,
        revogadoEm: clock(),
      }));
      return paraContrato(depois, filialNome, clock());
    },

    /** Código de uso único, válido por 15 minutos; o anterior deixa de valer. */
    gerarCodigo: async (auth: AuthContext, id: number) => {
      const codigo = novoCodigoAtivacao();
      const expiraEm = new Date(clock().getTime() + VALIDADE_CODIGO_MS);
      await alterar(auth, id, 'codigo_gerado', (d) => {
        if (!d.ativo)
          throw new AppError('QUIOSQUE_ARQUIVADO', 'Quiosque arquivado não pode ser ativado.', 409);
        return { codigoHash: sha256(codigo), codigoExpiraEm: expiraEm };
      });
      return { codigo, expiraEm: expiraEm.toISOString() };
    },
  };
};
