import type { criarEmpresaBodySchema, EmpresaCriada } from '@jornada/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { ROTAS_ADMIN, ROTAS_GESTOR, ROTAS_MINHAS_ROTINAS } from '../../acesso/index.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import { type ConviteEmpresa, EMPRESA_OPERADORA, ROTAS_SO_OPERADORA } from '../../auth/index.ts';
import { registrarEmpregadorNoRep } from '../../marcacao/index.ts';
import { criacaoRepository } from '../criacao.repository.ts';
import {
  competenciaAtual,
  type PlanosDaOperadora,
  paraEmpresaCliente,
} from '../operador.mapeamento.ts';
import { empresaClienteRepository, empresasRepository } from '../operador.repository.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  convite: ConviteEmpresa;
  planos: PlanosDaOperadora;
  log: { error: (obj: object, msg: string) => void };
};
type NovaEmpresa = z.output<typeof criarEmpresaBodySchema>;

const ROTAS_RH = ROTAS_ADMIN.filter((r) => !ROTAS_SO_OPERADORA.has(r));

/** Perfis com que toda empresa nasce (os mesmos da demo, sem os da operadora). */
const PERFIS_INICIAIS = [
  { nome: 'Colaborador', rotas: [...ROTAS_MINHAS_ROTINAS] },
  { nome: 'Gestor', rotas: [...ROTAS_MINHAS_ROTINAS, ...ROTAS_GESTOR] },
  { nome: 'RH', rotas: [...ROTAS_MINHAS_ROTINAS, ...ROTAS_RH] },
];

/**
 * Nova empresa cliente numa transação: empresa, matriz com o REP-P (e o empregador registrado
 * nele, AFD tipo 2), perfis, o primeiro administrador do RH (cadastro a confirmar) e o convite de
 * primeiro acesso dele; auditoria na operadora e na empresa nova. O e-mail sai depois do commit.
 */
export const createCriarEmpresa =
  ({ db, clock, convite, planos, log }: Deps) =>
  async (auth: AuthContext, v: NovaEmpresa): Promise<EmpresaCriada> => {
    const agora = clock();
    const criada = await db.transaction(async (tx) => {
      const empresas = empresasRepository(tx);
      const empresaId = await empresas.nextId();
      if (await empresas.existsCnpj(v.cnpj))
        throw new AppError(
          'CNPJ_JA_CADASTRADO',
          'Já existe uma empresa com este CNPJ.',
          409,
          'cnpj',
        );
      await empresas.insertEmpresa({
        id: empresaId,
        nome: v.razaoSocial,
        cnpj: v.cnpj,
        fusoHorario: v.fusoHorario,
        uf: v.uf,
        configuracao: { usarMenuGestor: false },
      });
      const escopo = { db: tx, empresaId };
      await empresaClienteRepository(escopo).insert({
        nomeFantasia: v.nomeFantasia,
        situacao: 'ativa',
        criadoEm: agora,
      });
      const repo = criacaoRepository(escopo);
      const filialId = await repo.insertFilial({ nome: 'Matriz', cnpj: v.cnpj, uf: v.uf });
      const perfis = await repo.insertPerfis(PERFIS_INICIAIS);
      const adminId = await repo.insertAdmin({
        nome: v.adminNome,
        email: v.adminEmail,
        cpf: v.adminCpf,
        filialId,
      });
      await repo.insertUsuarioPerfil(adminId, perfis.RH!);
      // O REP-P é o do produto: mesmo registro INPI da operadora; o responsável é o administrador.
      const inpi = await criacaoRepository({
        db: tx,
        empresaId: EMPRESA_OPERADORA,
      }).findInpiDoProduto(EMPRESA_OPERADORA);
      if (inpi) {
        await repo.insertRep(filialId, inpi);
        await registrarEmpregadorNoRep(tx, {
          responsavel: { empresaId, usuarioId: adminId },
          agora,
          filialId,
        });
      }
      const link = await convite.gravar(tx, {
        empresaId,
        usuarioId: adminId,
        email: v.adminEmail,
        operadorId: auth.usuarioId,
        agora,
      });
      const depois = { ...v, adminCpf: undefined, adminId };
      await registrarAuditoria(tx, [
        {
          empresaId: auth.empresaId,
          ator: atorDe(auth),
          entidade: 'empresa',
          entidadeId: empresaId,
          acao: 'criar',
          depois,
          em: agora,
        },
        {
          empresaId,
          ator: { usuarioId: null },
          entidade: 'empresa',
          entidadeId: empresaId,
          acao: 'criar',
          depois: { ...depois, operadorId: auth.usuarioId },
          em: agora,
        },
      ]);
      const { planoNome } = await planos.atribuirEm(tx, auth, {
        empresaId,
        planoId: v.planoId,
        vigenciaInicio: competenciaAtual(agora),
      });
      const linha = await empresaClienteRepository(escopo).find();
      const empresaCriada = paraEmpresaCliente(new Map([[empresaId, planoNome]]))(linha!);
      return { empresa: empresaCriada, adminId, convite: link };
    });
    let emailEnviado = true;
    try {
      await convite.enviar({
        para: v.adminEmail,
        nome: v.adminNome,
        empresaNome: v.nomeFantasia,
        link: criada.convite.link,
      });
    } catch (erro) {
      // A empresa já existe: o operador vê o link na tela e pode enviá-lo por outro meio.
      emailEnviado = false;
      log.error({ err: erro, empresaId: criada.empresa.id }, 'falha ao enviar o convite');
    }
    return {
      empresa: criada.empresa,
      admin: { id: criada.adminId, nome: v.adminNome, email: v.adminEmail },
      convite: { ...criada.convite, emailEnviado },
    };
  };
