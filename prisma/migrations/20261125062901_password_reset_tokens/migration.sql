-- AlterEnum
ALTER TYPE "TokenKind" ADD VALUE 'password_reset';
