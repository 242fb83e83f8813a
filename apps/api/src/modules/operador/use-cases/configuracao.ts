import {
  type ConfiguracaoEmpresaOperador,
  MODULOS_OPCIONAIS,
  type ModuloOpcional,
} from '@jornada/contracts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoEncontrado } from '../../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import { avisarAcessoAlterado } from '../../auth/index.ts';
import { empresaClienteRepository } from '../operador.repository.ts';

type Deps = { db: Db; clock: () => Date };
type Linha = NonNullable<Awaited<ReturnType<ReturnType<typeof empresaClienteRepository>['find']>>>;

const paraConfiguracao = ({ e, c }: Linha): ConfiguracaoEmpresaOperador => {
  const desligados = new Set<ModuloOpcional>(c?.modulosDesligados ?? []);
  return {
    usarMenuGestor: e.configuracao.usarMenuGestor === true,
    fusoHorario: e.fusoHorario as ConfiguracaoEmpresaOperador['fusoHorario'],
    // Padrão da empresa: tratamento pedido pelo colaborador passa por aprovação.
    exigirAprovacaoTratamento: e.configuracao.exigirAprovacaoTratamento !== false,
    exigirSegundoFatorAdmin: e.configuracao.exigirSegundoFatorAdmin === true,
    modulos: MODULOS_OPCIONAIS.filter((m) => !desligados.has(m)),
  };
};

/** Configurações da empresa (menu de gestor, fuso, aprovação, segundo fator) e módulos ligados. */
export const createConfiguracao = ({ db, clock }: Deps) => {
  const obter = async (_auth: AuthContext, empresaId: number) => {
    const r = await empresaClienteRepository({ db, empresaId }).find();
    if (!r) throw naoEncontrado('Empresa');
    return paraConfiguracao(r);
  };

  const alterar = async (
    auth: AuthContext,
    empresaId: number,
    v: ConfiguracaoEmpresaOperador,
  ): Promise<ConfiguracaoEmpresaOperador> => {
    const agora = clock();
    const depois = await db.transaction(async (tx) => {
      const repo = empresaClienteRepository({ db: tx, empresaId });
      await repo.lock();
      const linha = await repo.find();
      if (!linha) throw naoEncontrado('Empresa');
      const antes = paraConfiguracao(linha);
      await repo.updateEmpresa({
        fusoHorario: v.fusoHorario,
        configuracao: {
          ...linha.e.configuracao,
          usarMenuGestor: v.usarMenuGestor,
          exigirAprovacaoTratamento: v.exigirAprovacaoTratamento,
          exigirSegundoFatorAdmin: v.exigirSegundoFatorAdmin,
        },
      });
      const ligados = new Set(v.modulos);
      await repo.updateModulos(MODULOS_OPCIONAIS.filter((m) => !ligados.has(m)));
      const novo = paraConfiguracao((await repo.find())!);
      const registro = {
        entidade: 'empresa',
        entidadeId: empresaId,
        acao: 'configurar',
        em: agora,
      };
      await registrarAuditoria(tx, [
        { ...registro, antes, depois: novo, empresaId: auth.empresaId, ator: atorDe(auth) },
        {
          ...registro,
          antes,
          depois: { ...novo, operadorId: auth.usuarioId },
          empresaId,
          ator: { usuarioId: null },
        },
      ]);
      return novo;
    });
    // Menu de gestor e módulos mudam as rotas das sessões abertas da empresa.
    avisarAcessoAlterado(empresaId);
    return depois;
  };

  return { obter, alterar };
};
