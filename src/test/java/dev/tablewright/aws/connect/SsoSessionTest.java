package dev.tablewright.aws.connect;

import dev.tablewright.TestJvm;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An SSO profile whose cached token has expired, as after a day's work: the SDK's own SSO provider
 * reads the cache and refuses, and the user reads what to run. The AWS CLI's two layouts: the legacy
 * one (sso_start_url in the profile, cache named by the URL's SHA-1) and sso-session (cache named by
 * the session's).
 */
class SsoSessionTest {
    private static final String START_URL = "https://tablewright-test.awsapps.com/start";
    private static final String EXPIRED = "2020-01-01T00:00:00Z";

    @TempDir
    Path home;

    @Test
    void anExpiredSsoSessionSaysToLogInAgain() throws Exception {
        Path aws = Files.createDirectories(home.resolve(".aws"));
        Files.writeString(aws.resolve("config"), String.join("\n",
                "[profile legacy]", "sso_start_url = " + START_URL, "sso_region = us-east-1",
                "sso_account_id = 123456789012", "sso_role_name = Reader", "region = eu-west-1", "",
                "[profile modern]", "sso_session = team", "sso_account_id = 123456789012",
                "sso_role_name = Reader", "region = eu-west-1", "",
                "[sso-session team]", "sso_start_url = " + START_URL, "sso_region = us-east-1", ""));
        Path cache = Files.createDirectories(aws.resolve("sso").resolve("cache"));
        Files.writeString(cache.resolve(sha1(START_URL) + ".json"), "{\"startUrl\":\"" + START_URL
                + "\",\"region\":\"us-east-1\",\"accessToken\":\"expired-token\",\"expiresAt\":\"" + EXPIRED + "\"}");
        Files.writeString(cache.resolve(sha1("team") + ".json"), "{\"startUrl\":\"" + START_URL
                + "\",\"region\":\"us-east-1\",\"accessToken\":\"expired-token\",\"expiresAt\":\"" + EXPIRED + "\"}");

        List<String> lines = probe("legacy", "modern");

        assertEquals(List.of(
                "legacy|false|The SSO session of profile legacy has expired or is not signed in: run aws sso login "
                        + "--profile legacy",
                "modern|false|The SSO session of profile modern has expired or is not signed in: run aws sso login "
                        + "--profile modern"), lines);
    }

    private List<String> probe(String... profiles) throws IOException, InterruptedException {
        List<String> command = TestJvm.command(List.of("-Daws.configFile=" + home.resolve(".aws/config"),
                "-Daws.sharedCredentialsFile=" + home.resolve(".aws/credentials")), SsoProbe.class, profiles);
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("HOME", home.toString());
        builder.environment().remove("AWS_PROFILE");
        builder.environment().remove("AWS_REGION");
        Process p = builder.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
        }
        return out.lines().filter(l -> l.contains("|")).toList();
    }

    private static String sha1(String text) throws NoSuchAlgorithmException {
        byte[] hash = MessageDigest.getInstance("SHA-1").digest(text.getBytes(StandardCharsets.UTF_8));
        return String.format("%040x", new BigInteger(1, hash));
    }
}
