import type { EmpregadorWire } from '@jornada/contracts';
import { identificacaoEmpregadorAfd, trechoIdentificacaoEmpregadorAfd } from '@jornada/domain';
import { findMunicipio } from '@jornada/ibge';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../auditoria/index.ts';
import { type DadosFilial, organizacaoRepository } from './organizacao.repository.ts';

export type AlteracaoEmpregador = {
  razaoSocial?: string;
  /**
   * Filial (estabelecimento) cujos dados mudam: inscrição (CNPJ/CPF, CAEPF, CNO) e endereço. O
   * município vem pelo código IBGE e tem de pertencer à UF; o nome dele vira a `cidade`.
   */
  filial?: { id?: number } & Omit<DadosFilial, 'cidade'>;
};

/** O município existe e pertence à UF: devolve o nome e a UF dele; senão 400 no campo. */
const conferirMunicipio = (codigo: number, uf: string | undefined) => {
  const m = findMunicipio(codigo);
  if (!m)
    throw new AppError(
      'MUNICIPIO_INVALIDO',
      'Município: código IBGE não encontrado na lista de municípios.',
      400,
      'filial.municipioIbge',
    );
  if (uf !== undefined && m.uf !== uf)
    throw new AppError(
      'MUNICIPIO_INVALIDO',
      `Município: ${m.nome} é de ${m.uf}, não da UF ${uf}.`,
      400,
      'filial.municipioIbge',
    );
  return { cidade: m.nome, uf: m.uf };
};

/** O trecho do AFD tipo 2 de cada filial com REP-P (o que o registro diria hoje). */
const identificacoes = (e: EmpregadorWire) =>
  new Map(
    e.filiais
      .filter((f) => f.temRep)
      .map((f) => [
        f.id,
        trechoIdentificacaoEmpregadorAfd(
          identificacaoEmpregadorAfd({ ...f, razaoSocial: e.razaoSocial }),
        ),
      ]),
  );

/** Filiais com REP-P (que já existiam) cujo tipo 2 mudaria entre `antes` e `depois`. */
const filiaisComIdentificacaoAlterada = (antes: EmpregadorWire, depois: EmpregadorWire) => {
  const eram = identificacoes(antes);
  return [...identificacoes(depois)]
    .filter(([id, trecho]) => eram.has(id) && eram.get(id) !== trecho)
    .map(([id]) => id);
};

type Responsavel = Pick<AuthContext, 'usuarioId' | 'empresaId'>;
type Escopo = { db: Db | Tx; empresaId: number };

/**
 * O REP-P de cada filial é do módulo `marcacao` (que depende deste) e chega pelo `buildApp`:
 * quais filiais têm REP e o registro do empregador (AFD tipo 2) nos REPs afetados.
 */
export type RepDoEmpregador = {
  listFiliaisComRep: (escopo: Escopo) => Promise<number[]>;
  registrarEmpregadorNoRep: (
    tx: Tx,
    p: { responsavel: Responsavel; agora: Date; filialId?: number },
  ) => Promise<number[]>;
  /** Filial nova: o REP-P dela (se a empresa tem REP) com o empregador registrado (AFD tipo 2). */
  criarRepDaFilial: (
    tx: Tx,
    p: { responsavel: Responsavel; agora: Date; filialId: number },
  ) => Promise<number[]>;
};

/**
 * Cadastro do empregador. Toda mudança na identificação que vai ao AFD tipo 2 (razão social,
 * CNPJ/CPF, CNO/CAEPF, local de prestação) grava um tipo 2 nos REPs afetados na mesma transação:
 * a razão social muda o de todas as filiais; os dados de uma filial, o dela. O que não entra no
 * registro (ou não mudou) não grava tipo 2. A mesma transação grava a auditoria (antes e depois
 * da identificação do empregador e os NSR gravados).
 */
export const createOrganizacaoService = ({
  db,
  clock,
  rep,
}: {
  db: Db;
  clock: () => Date;
  rep: RepDoEmpregador;
}) => {
  /** Razão social e filiais, cada uma dizendo se tem o seu REP-P. */
  const empregador = async (escopo: Escopo): Promise<EmpregadorWire> => {
    const e = await organizacaoRepository(escopo).findEmpregador();
    const comRep = new Set(await rep.listFiliaisComRep(escopo));
    return { ...e, filiais: e.filiais.map((f) => ({ ...f, temRep: comRep.has(f.id) })) };
  };
  const obterEmpregador = (auth: Responsavel) => empregador({ db, empresaId: auth.empresaId });

  const alterarEmpregador = (auth: Responsavel, a: AlteracaoEmpregador) => {
    const local =
      a.filial?.municipioIbge == null ? {} : conferirMunicipio(a.filial.municipioIbge, a.filial.uf);
    return db.transaction(async (tx) => {
      const repo = organizacaoRepository({ db: tx, empresaId: auth.empresaId });
      const escopo = { db: tx, empresaId: auth.empresaId };
      const antes = await empregador(escopo);
      if (a.razaoSocial !== undefined) await repo.updateRazaoSocial(a.razaoSocial);
      const agora = clock();
      let nova: number | undefined;
      if (a.filial) {
        const { id, ...dados } = a.filial;
        if (id !== undefined && !(await repo.updateFilial(id, { ...dados, ...local })))
          throw naoEncontrado('Filial');
        const outra = await repo.findFilialComInscricao(
          { cnpj: dados.cnpj ?? '', caepf: dados.caepf ?? null, cno: dados.cno ?? null },
          id,
        );
        if (outra)
          throw new AppError(
            'FILIAL_DUPLICADA',
            `Já existe a filial ${outra.nome} com esta inscrição (CNPJ/CPF, CAEPF e CNO).`,
            409,
            'filial.cnpj',
          );
        if (id === undefined)
          nova = await repo.insertFilial({
            ...dados,
            nome: dados.nome ?? '',
            cnpj: dados.cnpj ?? '',
            uf: dados.uf ?? '',
            ...local,
          });
      }
      // Tipo 2 só nos REPs das filiais cuja identificação no registro mudou (inscrição, CNO ou
      // CAEPF, razão social, local de prestação); a filial nova ganha o seu REP já com o
      // empregador registrado. Salvar sem mudar nada do registro não grava tipo 2.
      const depois = await empregador(escopo);
      const mudaram = filiaisComIdentificacaoAlterada(antes, depois);
      const nsrs: number[] = [];
      for (const filialId of mudaram)
        nsrs.push(
          ...(await rep.registrarEmpregadorNoRep(tx, { responsavel: auth, agora, filialId })),
        );
      if (nova !== undefined)
        nsrs.push(
          ...(await rep.criarRepDaFilial(tx, { responsavel: auth, agora, filialId: nova })),
        );
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'empregador',
        entidadeId: String(auth.empresaId),
        acao: 'alterar',
        antes,
        depois: { ...(nova === undefined ? depois : await empregador(escopo)), nsrs },
        em: agora,
      });
      return nsrs;
    });
  };
  return { obterEmpregador, alterarEmpregador };
};
export type OrganizacaoService = ReturnType<typeof createOrganizacaoService>;
