@echo off
rem Starts Tablewright: the window (no arguments, or a model file) or a command (tablewright --help),
rem with the JVM options of every launch path: jvm.options beside this script (the build copies it from
rem src\main\resources\dev\tablewright\app\, see its header), JavaFX as modules from lib\.
rem Java 17 or later: JAVA_HOME's, else the one on the PATH.
setlocal
set "here=%~dp0"
set "java=java"
if defined JAVA_HOME set "java=%JAVA_HOME%\bin\java"
"%java%" "@%here%jvm.options" --module-path "%here%lib" -cp "%here%tablewright.jar" dev.tablewright.app.Launcher %*
exit /b %ERRORLEVEL%
