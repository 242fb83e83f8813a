#!/usr/bin/env bash
# Instala o OpenLDAP do Debian (slapd + ldap-utils) para os testes de Active Directory/LDAP,
# sem perguntas e sem iniciar o serviço do sistema (os testes sobem o seu próprio slapd).
set -euo pipefail
if [ -x /usr/sbin/slapd ] && command -v ldapadd >/dev/null; then exit 0; fi
export DEBIAN_FRONTEND=noninteractive
echo "Instalando slapd e ldap-utils (Debian)..."
apt-get update -qq
apt-get install -y -qq slapd ldap-utils >/dev/null
