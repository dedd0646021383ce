#pragma once
// QUEENS_TRANSLATE_NOOP(context, text): marks a user-visible string literal of the core (the
// pseudo-code texts) for translation without making core depend on Qt. It expands to the literal
// itself. The app layer runs lupdate with `-tr-function-alias
// QT_TRANSLATE_NOOP+=QUEENS_TRANSLATE_NOOP` so the strings land in translations/*.ts, and
// translates them at run time with QCoreApplication::translate(context, text).
#define QUEENS_TRANSLATE_NOOP(context, text) text
