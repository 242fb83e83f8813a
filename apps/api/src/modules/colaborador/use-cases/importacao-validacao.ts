import {
  type ColaboradorDados,
  colaboradorBodySchema,
  type TipoContrato,
} from '@jornada/contracts';
import {
  addDias,
  CAMPOS_IMPORTACAO,
  CAMPOS_OBRIGATORIOS_IMPORTACAO,
  type CampoImportacao,
  type DataIso,
  lerDataImportacao,
  type MapeamentoImportacao,
  normalizarCabecalho,
  ROTULOS_IMPORTACAO,
  repetidosNoArquivo,
} from '@jornada/domain';
import {
  nomeComparavel,
  type ReferenciasImportacao,
} from '../colaborador-importacao.repository.ts';

/** Admissão mais adiante que isto (a partir de hoje) é recusada: provável erro de digitação. */
export const DIAS_ADMISSAO_FUTURA = 30;

export type ErroLinha = { campo: CampoImportacao | null; mensagem: string };

export type LinhaValidada = {
  linha: number;
  celulas: string[];
  valores: Partial<Record<CampoImportacao, string>>;
  erros: ErroLinha[];
  /** Pronta para a admissão (só nas linhas sem erro). */
  dados: ColaboradorDados | null;
  /** E-mail do gestor que é outra linha (anterior) da mesma planilha: resolvido na confirmação. */
  gestorNaPlanilha: string | null;
};

/** Campo do corpo da admissão → coluna da planilha. */
const CAMPO_DO_CORPO: Record<string, CampoImportacao> = {
  nome: 'nome',
  cpf: 'cpf',
  email: 'email',
  pis: 'pis',
  matricula: 'matricula',
  celular: 'celular',
};

/** Tipo de contrato como o RH escreve (sem acento e sem caixa) → valor gravado. */
const TIPO_CONTRATO_PLANILHA: Record<string, TipoContrato> = {
  clt: 'clt',
  estagio: 'estagio',
  estagiario: 'estagio',
  intermitente: 'intermitente',
  aprendiz: 'aprendiz',
  jovemaprendiz: 'aprendiz',
};

/**
 * Valida as linhas com as mesmas regras da admissão individual (o schema do corpo de POST
 * /colaboradores: nome, CPF e PIS com dígitos verificadores, e-mail, matrícula), mais o que só a
 * planilha tem: filial, departamento e cargo pelo nome, gestor pelo e-mail, data DD/MM/AAAA ou
 * ISO, admissão até 30 dias à frente e repetidos no arquivo ou já cadastrados. Cada erro nomeia a
 * coluna. Nada é gravado.
 */
export const validarLinhas = (
  linhas: readonly { numero: number; celulas: string[] }[],
  mapa: MapeamentoImportacao,
  refs: ReferenciasImportacao,
  hoje: DataIso,
): LinhaValidada[] => {
  const valor = (celulas: string[], campo: CampoImportacao) => {
    const i = mapa[campo];
    return i === null ? '' : (celulas[i] ?? '').trim();
  };
  const cpfs = linhas.map((l) => valor(l.celulas, 'cpf').replace(/\D/g, ''));
  const emails = linhas.map((l) => valor(l.celulas, 'email').toLowerCase());
  const matriculas = linhas.map((l) => valor(l.celulas, 'matricula').toLowerCase());
  const repetidos = {
    cpf: repetidosNoArquivo(cpfs),
    email: repetidosNoArquivo(emails),
    matricula: repetidosNoArquivo(matriculas),
  };
  const limiteAdmissao = addDias(hoje, DIAS_ADMISSAO_FUTURA);
  const validosAntes = new Set<string>();

  return linhas.map((l, i) => {
    const erros: ErroLinha[] = [];
    const erro = (campo: CampoImportacao, mensagem: string) =>
      erros.push({ campo, mensagem: `${ROTULOS_IMPORTACAO[campo]}: ${mensagem}` });
    const valores: Partial<Record<CampoImportacao, string>> = {};
    for (const c of CAMPOS_IMPORTACAO) if (mapa[c] !== null) valores[c] = valor(l.celulas, c);
    const vazios = new Set(CAMPOS_OBRIGATORIOS_IMPORTACAO.filter((c) => !valores[c]));
    for (const c of vazios) erro(c, 'preencha esta coluna.');

    const porNome = (
      campo: 'filial' | 'departamento' | 'cargo' | 'centroCusto',
      mapaNomes: Map<string, number>,
    ) => {
      const texto = valores[campo];
      if (!texto) return null;
      const id = mapaNomes.get(nomeComparavel(texto));
      if (id === undefined) erro(campo, `"${texto}" não está cadastrado(a) ou está arquivado(a).`);
      return id ?? null;
    };
    const filialId = porNome('filial', refs.filiais);
    const departamentoId = porNome('departamento', refs.departamentos);
    const cargoId = porNome('cargo', refs.cargos);
    const centroCustoId = porNome('centroCusto', refs.centrosCusto);
    let tipoContrato: TipoContrato | undefined;
    if (valores.tipoContrato) {
      tipoContrato = TIPO_CONTRATO_PLANILHA[normalizarCabecalho(valores.tipoContrato)];
      if (!tipoContrato) erro('tipoContrato', 'use CLT, Estágio, Intermitente ou Aprendiz.');
    }

    let gestorId: number | null = null;
    let gestorNaPlanilha: string | null = null;
    const gestor = valores.gestor?.toLowerCase();
    if (gestor) {
      gestorId = refs.gestores.get(gestor) ?? null;
      if (gestorId === null && validosAntes.has(gestor)) gestorNaPlanilha = gestor;
      else if (gestorId === null)
        erro(
          'gestor',
          'nenhum colaborador ativo com este e-mail (o gestor precisa estar cadastrado ou vir antes na planilha).',
        );
    }

    let admissao: string | null = null;
    if (valores.admissao) {
      admissao = lerDataImportacao(valores.admissao);
      if (admissao === null) erro('admissao', 'data inválida: use DD/MM/AAAA.');
      else if (admissao > limiteAdmissao)
        erro('admissao', `a data passa de ${DIAS_ADMISSAO_FUTURA} dias à frente de hoje.`);
    }

    const corpo = colaboradorBodySchema.safeParse({
      nome: valores.nome ?? '',
      cpf: valores.cpf ?? '',
      email: valores.email ?? '',
      filialId: filialId ?? 1,
      departamentoId,
      cargoId,
      gestorId,
      admissao: admissao ?? hoje,
      pis: valores.pis ?? null,
      matricula: valores.matricula ?? null,
      centroCustoId,
      ...(tipoContrato ? { tipoContrato } : {}),
      celular: valores.celular ?? null,
    });
    const comErroDeFormato = new Set<CampoImportacao>();
    if (!corpo.success)
      for (const issue of corpo.error.issues) {
        const campo = CAMPO_DO_CORPO[String(issue.path[0])];
        if (!campo || vazios.has(campo) || comErroDeFormato.has(campo)) continue;
        comErroDeFormato.add(campo);
        erro(campo, issue.message);
      }

    const duplicado = (
      campo: 'cpf' | 'email' | 'matricula',
      v: string,
      existentes: Set<string>,
      oque: string,
    ) => {
      if (!v || comErroDeFormato.has(campo)) return;
      const primeira = repetidos[campo].get(i);
      if (primeira !== undefined)
        erro(campo, `repetido na planilha (igual ao da linha ${linhas[primeira]!.numero}).`);
      else if (existentes.has(v)) erro(campo, `já existe um colaborador com este ${oque}.`);
    };
    duplicado('cpf', cpfs[i]!, refs.cpfs, 'CPF');
    duplicado('email', emails[i]!, refs.emails, 'e-mail');
    duplicado('matricula', matriculas[i]!, refs.matriculas, 'matrícula');

    const dados = erros.length === 0 && corpo.success ? corpo.data : null;
    if (dados) validosAntes.add(dados.email);
    return { linha: l.numero, celulas: l.celulas, valores, erros, dados, gestorNaPlanilha };
  });
};
