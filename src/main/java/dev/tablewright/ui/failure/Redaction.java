package dev.tablewright.ui.failure;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Masks secrets in text before it is logged or shown: an exception's message or a log line may
 * carry an SDK's credentials, a signed request or a password, and the log file outlives the run.
 * What identifies the secret stays (the key id's prefix, the name of the value), so the text still
 * says what was there.
 */
public final class Redaction {
    public static final String MASK = "****";

    /** An AWS access key id: a kind of 4 characters (AKIA a user's, ASIA a session's …) and 16 more. */
    private static final Pattern KEY_ID = Pattern.compile(
            "\\b(AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|APKA|AROA|ASCA|A3T[A-Z0-9])[A-Z0-9]{16}\\b");

    /**
     * A secret's value after its name: {@code name = v} (credentials file), {@code name: v}
     * (headers), {@code "name": "v"} (JSON), {@code name=v} (query strings, records' toString).
     */
    private static final Pattern NAMED = Pattern.compile("(?i)(\\b(?:aws_secret_access_key|aws_session_token"
            + "|secretAccessKey|sessionToken|X-Amz-Security-Token|password)\\b[\"']?\\s*[:=]\\s*)"
            + "(?:\"([^\"]*)\"|'([^']*)'|([^\\s\"',;&)}\\]<]+))");

    /** The same values as XML elements (STS answers). */
    private static final Pattern ELEMENT = Pattern.compile(
            "(?i)(<(SecretAccessKey|SessionToken|Password)>)[^<]*(</\\2>)");

    /** A SigV4 signature's credential scope and signature: in an Authorization header or a presigned URL. */
    private static final Pattern SIGNED = Pattern.compile("\\b((?:X-Amz-)?(?:Credential|Signature)=)([^\\s,&\"']+)");

    private Redaction() {
    }

    /** The text with every secret masked; null stays null. */
    public static String redact(String text) {
        if (text == null || text.isEmpty()) {
            return text;
        }
        String out = KEY_ID.matcher(text).replaceAll("$1" + MASK);
        out = maskNamedValues(out);
        out = ELEMENT.matcher(out).replaceAll("$1" + MASK + "$3");
        return SIGNED.matcher(out).replaceAll("$1" + MASK);
    }

    private static String maskNamedValues(String text) {
        Matcher m = NAMED.matcher(text);
        StringBuilder out = new StringBuilder(text.length());
        while (m.find()) {
            String quote = m.group(2) != null ? "\"" : m.group(3) != null ? "'" : "";
            m.appendReplacement(out, Matcher.quoteReplacement(m.group(1) + quote + MASK + quote));
        }
        m.appendTail(out);
        return out.toString();
    }
}
