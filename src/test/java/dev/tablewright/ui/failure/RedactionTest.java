package dev.tablewright.ui.failure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Secrets in text are masked before anything logs or shows it; ordinary text is left alone. */
class RedactionTest {
    private static final String SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
    private static final String TOKEN = "IQoJb3JpZ2luX2VjEJr//////////wEaCXVzLWVhc3QtMSJHMEUCIQ==";

    @Test
    void accessKeyIdsKeepTheirKindOnly() {
        assertEquals("key AKIA**** used", Redaction.redact("key AKIAIOSFODNN7EXAMPLE used"));
        assertEquals("(ASIA****)", Redaction.redact("(ASIAY34FZKBOKMUTVV7A)"));
        assertEquals("AROA**** and AIDA****",
                Redaction.redact("AROA1234567890ABCDEF and AIDAJQABLZS4A3QDU576"));
        assertEquals("A3TX****", Redaction.redact("A3TXAB34567890ABCDEF"));
    }

    @Test
    void credentialsFileValues() {
        String file = "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = " + SECRET
                + "\naws_session_token=" + TOKEN + "\nregion = eu-west-1";
        assertEquals("[default]\naws_access_key_id = AKIA****\naws_secret_access_key = ****\naws_session_token=****"
                + "\nregion = eu-west-1", Redaction.redact(file));
    }

    @Test
    void jsonValuesKeepTheirQuotes() {
        assertEquals("{\"AccessKeyId\": \"ASIA****\", \"SecretAccessKey\": \"****\", \"SessionToken\": \"****\"}",
                Redaction.redact("{\"AccessKeyId\": \"ASIAY34FZKBOKMUTVV7A\", \"SecretAccessKey\": \"" + SECRET
                        + "\", \"SessionToken\": \"" + TOKEN + "\"}"));
    }

    @Test
    void toStringAndXmlValues() {
        assertEquals("Creds(secretAccessKey=****, sessionToken=****)",
                Redaction.redact("Creds(secretAccessKey=" + SECRET + ", sessionToken=" + TOKEN + ")"));
        assertEquals("<Credentials><SecretAccessKey>****</SecretAccessKey><SessionToken>****</SessionToken>",
                Redaction.redact("<Credentials><SecretAccessKey>" + SECRET + "</SecretAccessKey><SessionToken>"
                        + TOKEN + "</SessionToken>"));
    }

    @Test
    void securityTokenHeaderAndPresignedUrl() {
        assertEquals("X-Amz-Security-Token: ****", Redaction.redact("X-Amz-Security-Token: " + TOKEN));
        String url = "https://dynamodb.us-east-1.amazonaws.com/?X-Amz-Algorithm=AWS4-HMAC-SHA256"
                + "&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20240101%2Fus-east-1%2Fdynamodb%2Faws4_request"
                + "&X-Amz-Security-Token=" + TOKEN + "&X-Amz-Signature=fe5f80f77d5fa3beca038a248ff027d0445342fe2855";
        assertEquals("https://dynamodb.us-east-1.amazonaws.com/?X-Amz-Algorithm=AWS4-HMAC-SHA256"
                + "&X-Amz-Credential=****&X-Amz-Security-Token=****&X-Amz-Signature=****", Redaction.redact(url));
    }

    @Test
    void authorizationHeaderKeepsItsAlgorithmAndSignedHeaders() {
        String header = "Authorization: AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20240101/us-east-1/"
                + "dynamodb/aws4_request, SignedHeaders=host;x-amz-date;x-amz-target, "
                + "Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7";
        assertEquals("Authorization: AWS4-HMAC-SHA256 Credential=****, SignedHeaders=host;x-amz-date;x-amz-target, "
                + "Signature=****", Redaction.redact(header));
    }

    @Test
    void passwords() {
        assertEquals("jdbc?user=sa&password=****&ssl=true", Redaction.redact("jdbc?user=sa&password=hunter2&ssl=true"));
        assertEquals("{\"user\": \"sa\", \"password\": \"****\"}",
                Redaction.redact("{\"user\": \"sa\", \"password\": \"correct horse battery\"}"));
        assertEquals("Password: ****", Redaction.redact("Password: hunter2"));
    }

    @Test
    void aTraceWithASecretInItsMessageKeepsItsFrames() {
        String trace = "java.lang.IllegalStateException: bad profile: aws_secret_access_key=" + SECRET + "\n"
                + "\tat dev.tablewright.aws.connect.DynamoClients.open(DynamoClients.java:42)\n";
        String redacted = Redaction.redact(trace);
        assertFalse(redacted.contains(SECRET));
        assertTrue(redacted.endsWith("\tat dev.tablewright.aws.connect.DynamoClients.open(DynamoClients.java:42)\n"),
                redacted);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "mov#${movieId}", "pk = :p AND begins_with(sk, act#)", "Movies", "GSI-1 on GSI1PK/GSI1SK",
        "AKIA is a prefix", "AKIAIOSFODNN7EXAMPLE1234 is too long to be a key id",
        "sessionTokenExpiry=3600", "The password policy", "passwords=2", "Signed by me",
        "java.lang.IllegalAccessError: class org.controlsfx.control.textfield.AutoCompletionBinding",
        "Exception in thread \"JavaFX Application Thread\" java.lang.NullPointerException"})
    void ordinaryTextIsUntouched(String text) {
        assertEquals(text, Redaction.redact(text));
    }

    @Test
    void nothingToRedact() {
        assertNull(Redaction.redact(null));
        assertEquals("", Redaction.redact(""));
    }
}
