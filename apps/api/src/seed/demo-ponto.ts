import { apurarPeriodo, formatarDataHoraAfd, montarMarcacaoRepPAfd } from '@jornada/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { gerarCertificadoDemo } from '../modules/certificado/certificado.cripto.ts';
import { certificadoRepository } from '../modules/certificado/certificado.repository.ts';
import { horarioContratualRepository } from '../modules/horario-contratual/horario-contratual.repository.ts';
import { hashMarcacao } from '../modules/marcacao/marcacao.hash.ts';
import { COLETOR } from '../modules/marcacao/marcacao.mapeamento.ts';
import { marcacao, rep, repEvento } from '../modules/marcacao/marcacao.table.ts';
import { registrarEventoRep } from '../modules/marcacao/use-cases/registrar-evento-rep.ts';
import { empresa } from '../modules/organizacao/organizacao.table.ts';
import { tratamentoRepository } from '../modules/tratamento/tratamento.repository.ts';
import { usuario } from '../modules/usuario/usuario.table.ts';
import { type ChaveJornada, JORNADAS } from './demo-dados.ts';

const MOTIVOS_PADRAO = [
  { descricao: 'Esquecimento de marcação' },
  { descricao: 'Falha no equipamento ou na conexão' },
  { descricao: 'Serviço externo' },
  { descricao: 'Marcação em duplicidade' },
  { descricao: 'Marcação indevida' },
  { descricao: 'Atestado ou declaração' },
  { descricao: 'Jornada noturna: marcação do dia anterior' },
  { descricao: 'Outros (descreva na observação)', exigeObservacao: true },
];

const CODIGOS: Record<ChaveJornada, string> = {
  comercial: 'COMERCIAL-5X2',
  seisPorUm: 'COMERCIAL-6X1',
  noturno: 'NOTURNO-5X2',
};

/**
 * AFD tipos 2 (empregador) e 5 (inclusão de cada empregado) no REP de cada filial que ainda não
 * tem eventos: entram na mesma sequência de NSR das marcações (Portaria 671 Anexo IX).
 */
export const registrarCadastrosNoRep = async (tx: Tx, empresaId: number, agora: Date) => {
  const reps = await tx.select().from(rep).where(eq(rep.empresaId, empresaId));
  for (const r of reps) {
    const [evento] = await tx
      .select({ nsr: repEvento.nsr })
      .from(repEvento)
      .where(and(eq(repEvento.empresaId, empresaId), eq(repEvento.filialId, r.filialId)))
      .limit(1);
    if (evento) continue;
    const pessoas = await tx
      .select()
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), eq(usuario.filialId, r.filialId)))
      .orderBy(asc(usuario.id));
    const responsavel = pessoas[0]?.cpf ?? '00000000000';
    const base = { tx, empresaId, filialId: r.filialId, agora, autorId: pessoas[0]?.id ?? null };
    await registrarEventoRep({ ...base, evento: { tipo: '2', cpfResponsavel: responsavel } });
    for (const p of pessoas) {
      await registrarEventoRep({
        ...base,
        evento: {
          tipo: '5',
          operacao: 'I',
          usuarioId: p.id,
          cpf: p.cpf,
          nome: p.nome,
          cpfResponsavel: responsavel,
        },
      });
    }
  }
};

/** Horários contratuais da demo (AEJ registro 04) e a vigência de cada colaborador com jornada. */
const semearHorarios = async (tx: Tx, empresaId: number) => {
  const repo = horarioContratualRepository({ db: tx, empresaId });
  if ((await repo.countHorarios()) > 0) return;
  const pessoas = await tx.select().from(usuario).where(eq(usuario.empresaId, empresaId));
  for (const [chave, j] of Object.entries(JORNADAS) as [
    ChaveJornada,
    (typeof JORNADAS)[ChaveJornada],
  ][]) {
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const [e, si, vi, s] = j.horarios.map(hhmm) as [string, string, string, string];
    const horarios: [string, string][] = [
      [e, si],
      [vi, s],
    ];
    // durJornada já com a hora noturna reduzida: o previsto da própria apuração (CLT art. 73 §1º).
    const previsto = apurarPeriodo({
      dias: [{ data: '2026-03-02', jornada: horarios, tipoDia: 'trabalho', marcacoes: [] }],
    }).dias[0]!.previsto;
    const h = await repo.insertHorario({
      codigo: CODIGOS[chave],
      descricao: j.nome,
      duracaoMinutos: Math.round(previsto),
      horarios,
      diasSemana: [...j.dias],
    });
    await repo.insertVigencias(
      pessoas
        .filter((p) => p.turno === j.nome)
        .map((p) => ({
          usuarioId: p.id,
          vigenciaInicio: p.admissao ?? '2024-01-01',
          horarioContratualId: h.id,
        })),
    );
  }
};

const semearMotivos = async (tx: Tx, empresaId: number) => {
  const repo = tratamentoRepository({ db: tx, empresaId });
  if ((await repo.listMotivos()).length === 0) await repo.insertMotivos(MOTIVOS_PADRAO);
};

/** Certificado autoassinado do desenvolvedor (empresa operadora), sem validade jurídica. */
const semearCertificado = async (tx: Tx, empresaId: number, senha: string, agora: Date) => {
  const repo = certificadoRepository({ db: tx, empresaId });
  if (await repo.findAtivo()) return;
  const [e] = await tx.select().from(empresa).where(eq(empresa.id, empresaId));
  if (!e) return;
  const c = gerarCertificadoDemo({ razaoSocial: e.nome, cnpj: e.cnpj, senha, agora });
  await repo.insertAtivo({ ...c, origem: 'demo', criadoPorId: null });
};

/**
 * Complementos do ponto na demo, idempotentes (cada um só se faltar): eventos do REP, horários
 * contratuais, motivos de tratamento e o certificado de demonstração do desenvolvedor.
 */
export const complementarPontoDemo = async (
  db: Db,
  p: {
    empresas: number[];
    demo: number;
    desenvolvedora: number;
    senhaCertificados?: string;
    agora: Date;
  },
) =>
  db.transaction(async (tx) => {
    for (const empresaId of p.empresas) {
      await registrarCadastrosNoRep(tx, empresaId, p.agora);
      await semearMotivos(tx, empresaId);
    }
    await semearHorarios(tx, p.demo);
    if (p.senhaCertificados)
      await semearCertificado(tx, p.desenvolvedora, p.senhaCertificados, p.agora);
  });

/** Marcações da demo no REP da filial, continuando o NSR e a cadeia de hash do REP. */
export const gravarMarcacoes = async (
  tx: Tx,
  empresaId: number,
  filialId: number,
  lista: { usuarioId: number; cpf: string; data: string; minuto: number; instante: Date }[],
) => {
  const [atual] = await tx
    .select()
    .from(rep)
    .where(and(eq(rep.empresaId, empresaId), eq(rep.filialId, filialId)));
  const primeiroNsr = (atual?.ultimoNsr ?? 0) + 1;
  let hashAnterior: string | null = atual?.ultimoHash ?? null;
  const linhas = lista.map((m, i) => {
    const nsr = primeiroNsr + i;
    const hora = `${String(Math.floor(m.minuto / 60)).padStart(2, '0')}:${String(m.minuto % 60).padStart(2, '0')}`;
    const dh = formatarDataHoraAfd({ data: m.data, hora, offsetMinutos: -180 });
    const dados = {
      nsr,
      marcadoEm: dh,
      cpf: m.cpf,
      gravadoEm: dh,
      coletor: COLETOR.navegador,
      offline: false,
    };
    const h = hashMarcacao(dados, hashAnterior);
    hashAnterior = h;
    return {
      empresaId: empresaId,
      filialId,
      nsr,
      usuarioId: m.usuarioId,
      cpf: m.cpf,
      dataHora: m.instante,
      gravadoEm: m.instante,
      fuso: '-0300',
      data: m.data,
      minuto: m.minuto,
      origem: 'navegador',
      coletor: Number(COLETOR.navegador),
      hash: h,
      registro: montarMarcacaoRepPAfd({ ...dados, hash: h }),
    };
  });
  for (let i = 0; i < linhas.length; i += 1000) {
    await tx.insert(marcacao).values(linhas.slice(i, i + 1000));
  }
  await tx
    .update(rep)
    .set({ ultimoNsr: primeiroNsr - 1 + linhas.length, ultimoHash: hashAnterior })
    .where(and(eq(rep.empresaId, empresaId), eq(rep.filialId, filialId)));
};
